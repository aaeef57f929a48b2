#!/usr/bin/env bash
# The API description, checked against the server it describes: builds visor, starts a well-behaved
# OpenAI-compatible provider on loopback (Tests/api/loopback_provider.py, so no operation answers 501
# for want of a model) and a real `visor serve` using it, validates GET /openapi.json with
# openapi-spec-validator, then runs schemathesis (pinned in scripts/setup-test.sh) over every native
# operation — examples and coverage phases, a few cases each — with the test user's API token. It must
# find nothing: no 5xx, only documented statuses, every response matching its schema. The operations
# that destroy the account or other users, or sign out everywhere (revoking the token), are left out, and
# the help event stream (it never ends). Extra arguments go to schemathesis.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
export VISOR_CACHE_DIR="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
VENV="$VISOR_CACHE_DIR/test-venv"
# shellcheck source=scripts/lib/test-server.sh
source scripts/lib/test-server.sh

bash scripts/setup-test.sh >/dev/null
for tool in schemathesis openapi-spec-validator; do
  [[ -x $VENV/bin/$tool ]] || { echo "The test venv lacks $tool; run scripts/setup-test.sh." >&2; exit 1; }
done

ARTIFACTS="$ROOT/artifacts"
mkdir -p "$ARTIFACTS"
start_loopback_provider "$ARTIFACTS/api-provider.log"
stop_all() { kill "$PROVIDER_PID" 2>/dev/null || true; stop_test_server; }
start_test_server api "$ARTIFACTS/api-server.log" apitest "correct-horse-battery" \
  --provider-url "http://127.0.0.1:$PROVIDER_PORT/v1" --provider-preset openai
trap stop_all EXIT
# An admin's token, so the admin operations are exercised too (the CLI writes to the same store).
TOKEN=$(printf 'correct-horse-battery\n' | "$VISOR" users add apiadmin --admin --password-stdin --json \
  --data-dir "$DATA_DIR" --password-strength minimal |
  python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')

step "Validating /openapi.json"
curl -fsS "http://127.0.0.1:$PORT/openapi.json" -o "$ARTIFACTS/openapi.json"
"$VENV/bin/openapi-spec-validator" "$ARTIFACTS/openapi.json"

step "Running schemathesis $("$VENV/bin/schemathesis" --version | awk '{print $NF}') against it"
set +e
"$VENV/bin/schemathesis" run "http://127.0.0.1:$PORT/openapi.json" \
  --phases examples,coverage --max-examples 3 --workers 1 --seed 1 --request-timeout 60 \
  --checks not_a_server_error,status_code_conformance,response_schema_conformance \
  --header "Authorization: Bearer $TOKEN" \
  --exclude-operation-id deleteAccount --exclude-operation-id deleteUser --exclude-operation-id signOut \
  --exclude-operation-id deleteClassifier --exclude-operation-id removeModelFile \
  --exclude-operation-id helpEvents \
  --report junit --report-junit-path "$ARTIFACTS/api-schemathesis.xml" --no-color "$@"
status=$?
set -e
step "Server log: $ARTIFACTS/api-server.log"
exit $status
