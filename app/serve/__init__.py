"""The engine over HTTP (`safe serve`) and the result view it shares with `safe ask --html`."""
