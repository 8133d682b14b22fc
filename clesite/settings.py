"""Settings for Clé de Sol: one file, driven by environment variables.

With no variable set the site runs for local use (DEBUG, SQLite in the checkout). In production set
at least DEBUG=0, SECRET_KEY, ALLOWED_HOSTS and DATABASE_URL; the README lists them all.
"""

import os
import tempfile
from pathlib import Path

import dj_database_url
from django.utils.translation import gettext_lazy as _

BASE_DIR = Path(__file__).resolve().parent.parent


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: str) -> list[str]:
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


DEBUG = env_bool("DEBUG", True)
SECRET_KEY = os.environ.get("SECRET_KEY", "")
if not SECRET_KEY:
    if not DEBUG:
        raise RuntimeError("SECRET_KEY must be set when DEBUG is off.")
    SECRET_KEY = "local-development-only-not-secret-" + "x" * 40

ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", "127.0.0.1,localhost,[::1]" if DEBUG else "")
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", "")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django_htmx",
    "template_partials",
    "clesite",
    "clesite.classroom",
    "theory",
    "games.tables",
    "games.cledesol",
    "games.gama",
    "games.solo",
    "games.bataille",
    "games.lacle",
]

MIDDLEWARE = [
    "games.tables.priority.RequestsFirst",  # the streams' boards wait for a running request
    "django.middleware.security.SecurityMiddleware",
    "clesite.middleware.SecurityPolicy",
    "django.middleware.gzip.GZipMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "clesite.middleware.RefuseControlCharacters",
    "clesite.middleware.ExplainMethodNotAllowed",
    "clesite.classroom.middleware.PupilIdleTimeout",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
]

ROOT_URLCONF = "clesite.urls"
WSGI_APPLICATION = "clesite.wsgi.application"
ASGI_APPLICATION = "clesite.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "clesite.context_processors.site",
            ],
        },
    },
]

DATABASES = {
    "default": dj_database_url.parse(
        os.environ.get("DATABASE_URL", f"sqlite:///{BASE_DIR / 'db.sqlite3'}"),
        conn_max_age=int(os.environ.get("CONN_MAX_AGE", "60")),
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Several pupils write to one table at once: wait for the lock rather than fail.
    DATABASES["default"]["OPTIONS"] = {"timeout": 20, "transaction_mode": "IMMEDIATE"}
    DATABASES["default"]["CONN_MAX_AGE"] = 0
    # Tests use a file, not SQLite's shared-cache memory database: the live server's threads then
    # wait for each other's locks instead of failing with "database table is locked".
    DATABASES["default"]["TEST"] = {
        "NAME": os.path.join(tempfile.gettempdir(), f"clesite-test-{os.getpid()}.sqlite3")
    }

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "fr"
FORMAT_MODULE_PATH = ["clesite.formats"]  # British English dates (clesite/formats/en)
LANGUAGES = [("fr", "Français"), ("ro", "Română"), ("en", "English")]
LOCALE_PATHS = [BASE_DIR / "locale"]
LANGUAGE_COOKIE_AGE = 60 * 60 * 24 * 365
TIME_ZONE = os.environ.get("TIME_ZONE", "Europe/Paris")
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATIC_ROOT = Path(os.environ.get("STATIC_ROOT", BASE_DIR / "staticfiles"))
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"
        if not DEBUG or env_bool("MANIFEST_STATIC", False)
        else "django.contrib.staticfiles.storage.StaticFilesStorage"
    },
}

# Sign-up's links and password resets go by email: printed in the server's console by default
# (`make run`); a school's server sets the SMTP backend and its server.
EMAIL_BACKEND = os.environ.get("EMAIL_BACKEND", "django.core.mail.backends.console.EmailBackend")
EMAIL_HOST = os.environ.get("EMAIL_HOST", "localhost")
EMAIL_PORT = int(os.environ.get("EMAIL_PORT", "25"))
EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS", False)
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "Clé de Sol <noreply@localhost>")

SESSION_COOKIE_AGE = int(os.environ.get("SESSION_COOKIE_AGE", str(60 * 60 * 8)))
# Teachers log in with their email at /comptes/; pupils at /rejoindre/, and their session ends
# after this much inactivity (shared school computers: clesite/classroom/middleware.py).
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "classroom:index"
LOGOUT_REDIRECT_URL = "home"
PUPIL_IDLE_SECONDS = int(os.environ.get("PUPIL_IDLE_SECONDS", str(20 * 60)))

# Open event streams of table pages, per process (games/tables/stream.py): past a cap a page
# polls every 3 s instead. A class of 30 at its tables, a teacher watching several, fit easily.
STREAMS_PER_SESSION = int(os.environ.get("STREAMS_PER_SESSION", "8"))
STREAMS_PER_ADDRESS = int(os.environ.get("STREAMS_PER_ADDRESS", "150"))
STREAMS_PER_PROCESS = int(os.environ.get("STREAMS_PER_PROCESS", "400"))

# Who may open a teacher's account at /comptes/inscription/: "open" (anyone: one school's own
# site), or "approval" (the account waits, inactive, until an administrator ticks "Actif" in
# /admin/: a site shared by several schools). clesite/classroom/trust.py.
TEACHER_SIGNUP = os.environ.get("TEACHER_SIGNUP", "open").strip().lower()
if TEACHER_SIGNUP not in {"open", "approval"}:
    raise RuntimeError('TEACHER_SIGNUP must be "open" or "approval".')

# A table's code stops opening it this long after the game finished, or after this long without
# a move or a seat taken; `manage.py expire_tables` deletes the abandoned ones (games/tables/expiry.py).
TABLE_FINISHED_HOURS = float(os.environ.get("TABLE_FINISHED_HOURS", "2"))
TABLE_IDLE_HOURS = float(os.environ.get("TABLE_IDLE_HOURS", "12"))

# Production hardening: on unless DEBUG, each switchable for a proxy that terminates TLS.
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", not DEBUG)
SESSION_COOKIE_SECURE = env_bool("SESSION_COOKIE_SECURE", not DEBUG)
CSRF_COOKIE_SECURE = env_bool("CSRF_COOKIE_SECURE", not DEBUG)
SECURE_HSTS_SECONDS = int(os.environ.get("SECURE_HSTS_SECONDS", "0" if DEBUG else "31536000"))
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", not DEBUG)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", not DEBUG)
if env_bool("BEHIND_TLS_PROXY", False):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_REFERRER_POLICY = "same-origin"
# Every page (clesite/middleware.py SecurityPolicy): scripts, styles, images and fetches from the
# site itself only, no inline script, no eval. Inline style *attributes* stay allowed
# (`style-src-attr`): the staves and bars place their notes with computed positions; they can
# run no code. The browser tests fail on any violation (tests/conftest.py).
CONTENT_SECURITY_POLICY = os.environ.get(
    "CONTENT_SECURITY_POLICY",
    "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; "
    "img-src 'self' data:; font-src 'self'; connect-src 'self'; media-src 'self' data: blob:; "
    "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
)
PERMISSIONS_POLICY = os.environ.get(
    "PERMISSIONS_POLICY",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), "
    "hid=(), midi=(), accelerometer=(), gyroscope=(), magnetometer=(), display-capture=()",
)
X_FRAME_OPTIONS = "DENY"

# One line per event, on stderr, from the root's handler. Django's own "django" logger keeps its
# events but loses its handlers (the console one would print each event a second time in DEBUG;
# mail_admins has no ADMINS to write to) and logs from LOG_LEVEL up, as everything else does.
LOG_LEVEL = os.environ.get("LOG_LEVEL", "WARNING")
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"refusals": {"()": "clesite.logs.RefusalsWithoutTraceback"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "filters": ["refusals"]}},
    "root": {"handlers": ["console"], "level": LOG_LEVEL},
    "loggers": {"django": {"handlers": [], "level": LOG_LEVEL}},
}

SITE_NAME = _("Clé de Sol")

# In development WhiteNoise serves straight from the app folders, so no collectstatic is needed.
WHITENOISE_USE_FINDERS = DEBUG
WHITENOISE_AUTOREFRESH = DEBUG
