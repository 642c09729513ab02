"""Evaluation: gold pseudo graphs, LLM-like noise, metrics, runs and reports."""
