#!/bin/sh
# `npm test`'s vitest part: the e2e project in one vitest process beside the other four in another.
# On two cores vitest runs the projects of one process one after another, and the browser files are
# most of the run; side by side, the integration files overlap them. Each prints its own summary.
vitest run --project e2e &
e2e=$!
vitest run --project unit --project component --project integration --project fuzz
rest=$?
wait "$e2e"
e2e_status=$?
echo "vitest: unit, component, integration, fuzz exited $rest; e2e exited $e2e_status"
[ "$rest" -eq 0 ] && [ "$e2e_status" -eq 0 ]
