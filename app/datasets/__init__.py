"""Question sets: benchmark and user question readers, gold relation paths, splits."""
