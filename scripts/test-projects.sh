#!/bin/sh
# `npm test`'s vitest part. On two cores vitest runs the projects of one process one after another,
# and the browser files are most of the run; so the e2e project runs in a vitest process of its own
# beside the unit, component, integration and fuzz projects, and the integration files overlap the
# browser files. The timing project compares milliseconds, which a browser next door turns into
# noise: it runs last, alone. Each process prints its own summary.
vitest run --project e2e &
e2e=$!
vitest run --project unit --project component --project integration --project fuzz
rest=$?
wait "$e2e"
e2e_status=$?
vitest run --project timing
timing=$?
echo "vitest: unit, component, integration, fuzz exited $rest; e2e exited $e2e_status; timing exited $timing"
[ "$rest" -eq 0 ] && [ "$e2e_status" -eq 0 ] && [ "$timing" -eq 0 ]
