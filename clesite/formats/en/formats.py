"""The site's English is British (« colour », « pupils »): its dates too, 28/11/2026 and not
11/28/2026, and weeks from Monday, as the school's."""

from django.conf.locale.en_GB.formats import *  # noqa: F403
