"""Readers for knowledge-graph input files and entity typing rules."""
