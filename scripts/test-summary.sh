#!/usr/bin/env bash
# Sums vitest's "Tests …" lines of a log into one closing line: "tests: N passed, N failed, N skipped".
set -euo pipefail
log="$1"
sed -E 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^ +Tests +' | awk '
  { for (i = 1; i <= NF; i++) {
      if ($(i+1) ~ /^passed/) passed += $i
      if ($(i+1) ~ /^failed/) failed += $i
      if ($(i+1) ~ /^skipped/) skipped += $i
  } }
  END { printf "tests: %d passed, %d failed, %d skipped\n", passed, failed, skipped }'
