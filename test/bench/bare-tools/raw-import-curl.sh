#!/bin/sh
# The raw import protocol as the issue states it, with curl: upload (multipart), start, and read
# the job every 100 ms until FINISHED or FAILED, no report. Usage: raw-import-curl.sh BASE_URL
# FILE (token in MDM_TOKEN); prints the job's last status. Any call that fails ends it (exit 1).
set -eu
base=$1
file=$2
token="X-User-Access-Token: $MDM_TOKEN"
# The first (the upload's, the job's) or the last (a job read's: the job's, after the envelope's) value of a field.
first() { printf '%s' "$2" | grep -o "\"$1\":\"[^\"]*\"" | head -n 1 | cut -d'"' -f4; }
last() { printf '%s' "$2" | grep -o "\"$1\":\"[^\"]*\"" | tail -n 1 | cut -d'"' -f4; }
answer=$(curl -sS --fail -X POST "$base/api/management/v1/csvImport/upload/users" -H "$token" -F "file=@$file;type=text/csv")
upload=$(first uuid "$answer")
answer=$(curl -sS --fail -X POST "$base/api/v1/security/users/import/fromFile/$upload" -H "$token")
job=$(first uuid "$answer")
while :; do
  answer=$(curl -sS --fail "$base/api/management/v1/csvImport/job/$job" -H "$token")
  status=$(last status "$answer")
  case $status in
    FINISHED | FAILED) break ;;
    '') echo "no job status in: $answer" >&2 && exit 1 ;;
  esac
  sleep 0.1
done
echo "$status"
