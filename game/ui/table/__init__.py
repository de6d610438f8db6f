"""The card table: the match, its visible model, layout, animations and drawing."""
