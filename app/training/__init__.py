"""Training: the path scorer, on the training split of a question set."""
