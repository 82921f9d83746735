# Sourced by the start and test scripts: make `pnpm` available on a machine that only has npm.
PNPM_VERSION=12.21.0
if ! command -v pnpm >/dev/null 2>&1; then
  echo "Installing pnpm $PNPM_VERSION with npm…"
  npm install -g "pnpm@$PNPM_VERSION" >/dev/null 2>&1 || {
    # No write access to the global prefix: install into the user's prefix instead.
    npm install -g --prefix "$HOME/.local" "pnpm@$PNPM_VERSION" >/dev/null
    export PATH="$HOME/.local/bin:$PATH"
  }
fi
