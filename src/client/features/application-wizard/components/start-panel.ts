// The look of the start options above step 1's fields (from the resume, from the last application).
export const START_PANEL_CLASS = "mb-6 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/50";
