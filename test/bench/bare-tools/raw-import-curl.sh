#!/bin/sh
# The raw import protocol as the issue states it, with curl: upload (multipart), start, and read
# the job every 100 ms until FINISHED or FAILED, no report. Usage: raw-import-curl.sh BASE_URL
# FILE (token in MDM_TOKEN); prints the job's last status.
set -eu
base=$1
file=$2
token="X-User-Access-Token: $MDM_TOKEN"
uuid() { grep -o '"uuid":"[^"]*"' | head -n 1 | cut -d'"' -f4; }
upload=$(curl -sS --fail -X POST "$base/api/management/v1/csvImport/upload/users" -H "$token" \
  -F "file=@$file;type=text/csv" | uuid)
job=$(curl -sS --fail -X POST "$base/api/v1/security/users/import/fromFile/$upload" -H "$token" | uuid)
while :; do
  status=$(curl -sS --fail "$base/api/management/v1/csvImport/job/$job" -H "$token" |
    grep -o '"status":"[A-Z_]*"' | tail -n 1 | cut -d'"' -f4)
  case $status in FINISHED | FAILED) break ;; esac
  sleep 0.1
done
echo "$status"
