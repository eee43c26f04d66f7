"""Files the app loads at run time (icons, translations), found through importlib.resources."""
