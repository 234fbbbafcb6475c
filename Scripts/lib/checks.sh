# Shared by the scripts that check a real process from outside (bad-input.sh, plugin-test.sh):
# `check NAME COMMAND...` runs COMMAND, counts it as passed or failed and prints one line.
# Source this file; read $passed and $failed at the end.
passed=0
failed=0
check() { # check NAME CONDITION...
    local name=$1
    shift
    if "$@"; then
        passed=$((passed + 1))
        echo "ok: $name"
    else
        failed=$((failed + 1))
        echo "FAILED: $name"
    fi
}
