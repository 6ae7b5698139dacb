#!/usr/bin/env bash
# The mailbox sync's integration tests read mail from a private Dovecot (IMAP) on the loopback
# (services/src/mailbox-sync/testing/imap-test-server.ts). Installs Debian's dovecot-imapd when
# it is missing and we may; DOVECOT_PATH overrides where the binary is looked for. The package's
# own system-wide service is not needed: each test starts its own instance with its own config.
set -euo pipefail
dovecot_path="${DOVECOT_PATH:-/usr/sbin/dovecot}"
if [ -x "$dovecot_path" ]; then
  exit 0
fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Dovecot (IMAP) from Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq dovecot-imapd >/dev/null
  [ -x "$dovecot_path" ] && exit 0
fi
echo "Dovecot not found at $dovecot_path. Install it (apt-get install dovecot-imapd) or set DOVECOT_PATH." >&2
exit 1
