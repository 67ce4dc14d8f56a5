# Sourced by the test command and .ci/run: `stage NAME COMMAND...` runs a command, prints how long it
# took, and appends "NAME<TAB>SECONDS<TAB>STATUS" to $STAGE_LOG when that names a file, so the
# caller can print one table of where the time went. A function run as a stage runs without errexit,
# so it checks its own steps.
stage() {
  local name=$1 start status=0
  shift
  start=$(date +%s)
  echo "== ${name}"
  # Not `"$@" || status=$?`: errexit would then be off inside the command's functions too.
  set +e
  "$@"
  status=$?
  set -e
  local seconds=$(($(date +%s) - start))
  echo "== ${name}: ${seconds} s$([ "$status" = 0 ] || echo ", exit ${status}")"
  [ -n "${STAGE_LOG:-}" ] && printf '%s\t%s\t%s\n' "$name" "$seconds" "$status" >>"$STAGE_LOG"
  return "$status"
}

# The table of every stage in $STAGE_LOG and their total.
print_stages() {
  [ -s "${STAGE_LOG:-}" ] || return 0
  awk -F'\t' '
    BEGIN { printf "\n%-44s %8s  %s\n", "stage", "seconds", "result" }
    { total += $2; printf "%-44s %8d  %s\n", $1, $2, ($3 == 0 ? "ok" : "exit " $3) }
    END { printf "%-44s %8d\n", "total", total }' "$STAGE_LOG"
}
