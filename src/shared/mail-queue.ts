// The name of the BullMQ queue that carries every e-mail from the web server to the worker.
export const MAIL_QUEUE_NAME = "mail";
