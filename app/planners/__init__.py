"""Question to pseudo query graph: the LLM client and planner, the encoder planner, entity
linking, step order and the path scorer (inference)."""
