"""The result view's files: the page `safe serve` shows, and the standalone file
`safe ask --html` writes (the same view, with its scripts and the result inlined)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from app.errors import ConfigError

STATIC = Path(__file__).parent / "static"
WEB = Path(__file__).parent / "web"
CYTOSCAPE = WEB / "node_modules" / "cytoscape" / "dist" / "cytoscape.min.js"
"""cytoscape.js, installed from npm by `make install` (`npm ci` in app/serve/web)."""


ASSETS = ("index.html", "app.js", "style.css", "cytoscape.min.js")


def asset(name: str) -> Path:
    """The file behind `/static/<name>` (one of `ASSETS`); ConfigError when it is not one
    or is not installed."""
    if name not in ASSETS:
        raise ConfigError(f"no asset {name!r}")
    path = CYTOSCAPE if name == "cytoscape.min.js" else STATIC / name
    if not path.is_file():
        raise ConfigError(f"{path} is missing: run `make install` (or `npm ci` in {WEB})")
    return path


def standalone_html(result: dict[str, Any]) -> str:
    """One HTML file that draws `result` (a `safe ask --json` result) with no server and no
    network: the scripts, the style and the result are inlined."""
    data = json.dumps(result, default=str).replace("</", "<\\/")  # no early </script>
    question = json.dumps(str(result.get("question", ""))).replace("</", "<\\/")
    scripts = "\n".join(
        f"<script>\n{_script_text(asset(name))}\n</script>"
        for name in ("cytoscape.min.js", "app.js")
    )
    return f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>safe-kgqa result</title>
<style>
{asset("style.css").read_text(encoding="utf-8")}
</style>
</head>
<body>
<header><h1>safe-kgqa</h1></header>
<h2 id="question"></h2>
<main id="result"></main>
{scripts}
<script>
document.getElementById("question").textContent = {question};
SafeView.render({data}, document.getElementById("result"));
</script>
</body>
</html>
"""


def _script_text(path: Path) -> str:
    return path.read_text(encoding="utf-8").replace("</script", "<\\/script")
