"""kvroom web: a local one-page calculator (stdlib http.server). Imported only by `kvroom web`."""
