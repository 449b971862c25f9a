#!/bin/sh
# `npm test`'s vitest part: every project but timing in one vitest process, then the timing project
# alone, since it compares milliseconds that other work on the machine turns into noise. (The e2e
# project in a process of its own beside the others was tried: on two cores the integration files
# starved the browser files into timeouts.) Each process prints its own summary.
vitest run --project unit --project component --project integration --project timezone --project fuzz --project e2e
all=$?
vitest run --project timing
timing=$?
echo "vitest: unit, component, integration, timezone, fuzz, e2e exited $all; timing exited $timing"
[ "$all" -eq 0 ] && [ "$timing" -eq 0 ]
