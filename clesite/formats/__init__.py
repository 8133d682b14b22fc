"""Date and number formats where Django's own do not suit the site (`FORMAT_MODULE_PATH`)."""
