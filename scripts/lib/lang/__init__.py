"""One module a language: what its linguistic sources say of its words (see
scripts/lib/tagging.py for the interface)."""
