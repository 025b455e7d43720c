// The player's script on pages opened with a personal link (docs/web.md): moving by
// pointing. A placeholder until the page's script is written (branch web-move-page).
