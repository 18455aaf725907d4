"""Jupyter widgets over the rules_engine games."""
