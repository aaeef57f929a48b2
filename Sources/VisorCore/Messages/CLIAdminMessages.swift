import Foundation

// visor's command table and administrator commands (issue 27, session 13): each command's per-option
// `--help` lines (`cli.option.*`), subcommand summaries and details (`cli.sub.*`, `cli.details.*`), the
// settings' descriptions (`cli.setting.*`), and what `users`, `serve`, `models`, `config`, `backup`,
// `restore`, `maintenance`, `migrate` and `version` print. The help lines are found by their English
// wording (CLIWords.translated), so the English here is exactly the command table's.
extension MessageCatalogue {
  static let cliEnglishAdmin: [MessageID: String] = [
    "cli.help.usageLine": "Usage: {usage}",
    "cli.help.options": "Options:",
    "cli.help.default": "(default: {value})",
    "cli.option.help": "Show this help.",
    "cli.version": "visor {version}",
    "cli.users.help.intro": "Manage Visor accounts in a data folder.",
    "cli.sub.users.add": "Create a user and an API token for it.",
    "cli.sub.users.list": "List users.",
    "cli.sub.users.remove": "Delete a user with all their records and files.",
    "cli.sub.users.token": "Create a new API token for a user (shown once).",
    "cli.sub.users.code": "Print a one-time web sign-in code for a user (expires on first use or in 24 h).",
    "cli.sub.users.quota": "Show a user's quotas and usage, or set their overrides.",
    "cli.sub.users.passwd": "Set a user's password, read from the first line of standard input.",
    "cli.option.users.admin": "Make the user an admin.",
    "cli.option.users.passwordStdin": "Read the password from the first line of standard input.",
    "cli.option.users.jsonToken": "Print one JSON object (with \"token\") instead of text.",
    "cli.option.json": "Print JSON.",
    "cli.option.jsonObject": "Print one JSON object instead of text.",
    "cli.option.users.tokenName": "A label for the token (default: \"cli\").",
    "cli.option.users.requestsPerMinute":
      "Requests this user may make in a UTC minute (0 blocks them; `default` returns to the server's).",
    "cli.option.users.analysesPerDay":
      "Analyses this user may run in a UTC day (0 blocks them; `default` returns to the server's).",
    "cli.details.users.add":
      "Without --password-stdin the user signs in with the printed token or a one-time code (`visor users code NAME`).",
    "cli.details.users.quota":
      "Without options it prints the user's limits and what is left. The server's defaults come from --requests-per-minute and --analyses-per-day of `visor serve` (VISOR_REQUESTS_PER_MINUTE, VISOR_ANALYSES_PER_DAY, config.json); set them here too to see them. A running server applies a change within a second.",
    "cli.users.quotaValue":
      "--{option} takes a whole number from 0 to {maximum}, or `default`, not \"{text}\"",
    "cli.users.listTakesNoName": "`visor users list` takes no NAME",
    "cli.users.needsName": "give exactly one user NAME",
    "cli.users.noSuchUser": "There is no user \"{name}\" in {store}; see `visor users list`.",
    "cli.users.created": "Created user \"{name}\".",
    "cli.users.createdAdmin": "Created user \"{name}\" (admin).",
    "cli.users.token": "API token (shown once; keep it safe): {token}",
    "cli.users.none":
      "No users yet; `visor serve` creates the admin on first start, or run `visor users add NAME --admin`.",
    "cli.users.adminMark": "(admin)",
    "cli.users.removed": "Removed user \"{name}\" and all their records.",
    "cli.users.passwordChanged": "Password changed for \"{name}\".",
    "cli.users.quota.title": "Quotas of \"{name}\" (windows are UTC):",
    "cli.users.quota.requestsPerMinute": "requests per minute",
    "cli.users.quota.analysesPerDay": "analyses per day",
    "cli.users.quota.unlimited": "{label}: unlimited",
    "cli.users.quota.own": "{label}: {limit} (set for this user), {used} used, {left} left until {until}",
    "cli.users.quota.default": "{label}: {limit} (the default), {used} used, {left} left until {until}",
    "cli.users.passwordStdin":
      "expected the password on standard input (e.g. `echo \"$PASS\" | visor users …`)",
    "cli.sub.ask":
      "Ask a question about a photo, typed or spoken, and print (and optionally speak) the answer.",
    "cli.sub.describe": "Describe a photo and print (and optionally speak) the answer.",
    "cli.option.speak": "Also speak the answer into FILE (.mp3, .opus or .wav).",
    "cli.option.voice": "Voice for --speak (see `visor models list`).",
    "cli.option.mode":
      "describe (default), text, document, barcode, colour, light, people, car, cute, or find (with --target).",
    "cli.option.target": "With --mode find: a thing you taught (visor things add), e.g. keys.",
    "cli.option.model": "Model that looks at the photo (default: vision provider, else local/scene).",
    "cli.option.questionAudio": "A recorded question (WAV, MP3, WebM, MP4).",
    "cli.option.about":
      "Ask a follow-up about a saved analysis's photo (its id from `--json` or GET /api/v1/analyses) instead of a new PHOTO.",
    "cli.option.prompt": "Instead of \"Describe exactly what you see.\"",
    "cli.option.user": "Act as this user (default: the first admin).",
    "cli.details.describe":
      "Runs on the data folder's models as --user (or on a running Visor: `visor --server URL --token T describe …`) and saves the answer to the history, like the web app.",
    "cli.details.ask":
      "Runs on the data folder's models as --user (or on a running Visor: `visor --server URL --token T ask …`) and saves the answer to the history, like the web app. With --about, the model sees that analysis's photo and every earlier question and answer, and the answer is saved as a turn of it (GET /api/v1/analyses/ID lists the turns).",
    "cli.setting.dataDir": "Folder for the SQLite database, blobs, keys and certificates.",
    "cli.setting.database":
      "PostgreSQL URL postgres://USER@HOST:PORT/DB instead of SQLite in the data folder; the password comes from PGPASSWORD or the key file, never the URL.",
    "cli.setting.blobs":
      "S3-compatible storage s3://BUCKET?endpoint=http://HOST:PORT&path-style=true instead of files in the data folder; credentials from AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY (environment or key file) and AWS_REGION.",
    "cli.setting.config": "JSON config file (default: <data-dir>/config.json when present).",
    "cli.setting.cacheDir": "Where setup put local models and the Python worker venv.",
    "cli.setting.modelsDir": "Local model files (default: <cache-dir>/models).",
    "cli.setting.python": "Python for the local speech/chat workers (default: <cache-dir>/venv/bin/python).",
    "cli.setting.logLevel": "debug, info, warning or error.",
    "cli.setting.keyFile":
      "File (mode 0600) of KEY=VALUE lines holding provider API keys, PGPASSWORD and AWS_SECRET_ACCESS_KEY.",
    "cli.setting.providerUrl": "Base URL of an OpenAI-compatible server (Ollama, llama.cpp, vLLM).",
    "cli.setting.providerPreset": "Dialect of --provider-url: ollama, llamacpp or vllm.",
    "cli.setting.providerVisionModel": "Vision model name on --provider-url (e.g. llava).",
    "cli.setting.providerChatModel": "Chat model name on --provider-url.",
    "cli.setting.defaultVision":
      "Model id for photo questions (default: first vision model, else local/scene).",
    "cli.setting.defaultChat": "Model id for chats (default: first remote chat model, else local).",
    "cli.setting.defaultSpeech": "Model id for speaking answers (default: local/piper-joe).",
    "cli.setting.defaultTranscription":
      "Model id for transcribing questions (default: local/whisper-base, else local/whisper-tiny-en).",
    "cli.setting.passwordStrength": "Argon2id cost: interactive, moderate (or minimal, for tests only).",
  ]

  static let cliEnglish: [MessageID: MessageTemplate] = cliEnglishLines.merging(
    cliEnglishAdmin.mapValues(MessageTemplate.init)
  ) { own, _ in own }

  static let cliSpanishAdmin: [MessageID: String] = [
    "cli.help.usageLine": "Uso: {usage}",
    "cli.help.options": "Opciones:",
    "cli.help.default": "(por defecto: {value})",
    "cli.option.help": "Muestra esta ayuda.",
    "cli.version": "visor, versión {version}",
    "cli.users.help.intro": "Gestiona las cuentas de Visor de una carpeta de datos.",
    "cli.sub.users.add": "Crea un usuario y un token de API para él.",
    "cli.sub.users.list": "Lista los usuarios.",
    "cli.sub.users.remove": "Borra un usuario con todos sus registros y archivos.",
    "cli.sub.users.token": "Crea un token de API nuevo para un usuario (se muestra una sola vez).",
    "cli.sub.users.code":
      "Muestra un código de un solo uso para entrar en la web (caduca al usarlo o a las 24 h).",
    "cli.sub.users.quota": "Muestra las cuotas y el consumo de un usuario, o fija sus límites propios.",
    "cli.sub.users.passwd":
      "Cambia la contraseña de un usuario, leída de la primera línea de la entrada estándar.",
    "cli.option.users.admin": "Hace administrador al usuario.",
    "cli.option.users.passwordStdin": "Lee la contraseña de la primera línea de la entrada estándar.",
    "cli.option.users.jsonToken": "Imprime un objeto JSON (con \"token\") en vez de texto.",
    "cli.option.json": "Imprime JSON.",
    "cli.option.jsonObject": "Imprime un objeto JSON en vez de texto.",
    "cli.option.users.tokenName": "Una etiqueta para el token (por defecto: \"cli\").",
    "cli.option.users.requestsPerMinute":
      "Peticiones que este usuario puede hacer en un minuto UTC (0 lo bloquea; `default` vuelve al valor del servidor).",
    "cli.option.users.analysesPerDay":
      "Análisis que este usuario puede hacer en un día UTC (0 lo bloquea; `default` vuelve al valor del servidor).",
    "cli.details.users.add":
      "Sin --password-stdin el usuario entra con el token impreso o con un código de un solo uso (`visor users code NOMBRE`).",
    "cli.details.users.quota":
      "Sin opciones muestra los límites del usuario y lo que le queda. Los valores por defecto del servidor vienen de --requests-per-minute y --analyses-per-day de `visor serve` (VISOR_REQUESTS_PER_MINUTE, VISOR_ANALYSES_PER_DAY, config.json); ponlos también aquí para verlos. Un servidor en marcha aplica el cambio en menos de un segundo.",
    "cli.users.quotaValue": "--{option} admite un número entero de 0 a {maximum}, o `default`, no \"{text}\"",
    "cli.users.listTakesNoName": "`visor users list` no lleva NOMBRE",
    "cli.users.needsName": "indica exactamente un NOMBRE de usuario",
    "cli.users.noSuchUser": "No hay ningún usuario \"{name}\" en {store}; mira `visor users list`.",
    "cli.users.created": "Usuario \"{name}\" creado.",
    "cli.users.createdAdmin": "Usuario \"{name}\" creado (administrador).",
    "cli.users.token": "Token de API (se muestra una sola vez; guárdalo bien): {token}",
    "cli.users.none":
      "Todavía no hay usuarios; `visor serve` crea el administrador al arrancar por primera vez, o ejecuta `visor users add NOMBRE --admin`.",
    "cli.users.adminMark": "(administrador)",
    "cli.users.removed": "Usuario \"{name}\" borrado con todos sus registros.",
    "cli.users.passwordChanged": "Contraseña de \"{name}\" cambiada.",
    "cli.users.quota.title": "Cuotas de \"{name}\" (periodos en UTC):",
    "cli.users.quota.requestsPerMinute": "peticiones por minuto",
    "cli.users.quota.analysesPerDay": "análisis por día",
    "cli.users.quota.unlimited": "{label}: sin límite",
    "cli.users.quota.own":
      "{label}: {limit} (propio de este usuario), {used} usados, quedan {left} hasta {until}",
    "cli.users.quota.default":
      "{label}: {limit} (el valor por defecto), {used} usados, quedan {left} hasta {until}",
    "cli.users.passwordStdin":
      "se esperaba la contraseña en la entrada estándar (p. ej. `echo \"$PASS\" | visor users …`)",
    "cli.sub.ask":
      "Pregunta sobre una foto, por escrito o de viva voz, e imprime (y si quieres, dice en voz alta) la respuesta.",
    "cli.sub.describe": "Describe una foto e imprime (y si quieres, dice en voz alta) la respuesta.",
    "cli.option.speak": "Además, guarda la respuesta hablada en FILE (.mp3, .opus o .wav).",
    "cli.option.voice": "Voz para --speak (mira `visor models list`).",
    "cli.option.mode":
      "describe (por defecto), text, document, barcode, colour, light, people, car, cute o find (con --target).",
    "cli.option.target": "Con --mode find: algo que le enseñaste (visor things add), p. ej. llaves.",
    "cli.option.model": "Modelo que mira la foto (por defecto: el proveedor de visión, si no local/scene).",
    "cli.option.questionAudio": "Una pregunta grabada (WAV, MP3, WebM, MP4).",
    "cli.option.about":
      "Haz otra pregunta sobre la foto de un análisis guardado (su id, de `--json` o de GET /api/v1/analyses) en vez de una FOTO nueva.",
    "cli.option.prompt": "En lugar de \"Describe exactly what you see.\"",
    "cli.option.user": "Actúa como este usuario (por defecto: el primer administrador).",
    "cli.details.describe":
      "Usa los modelos de la carpeta de datos como --user (o un Visor en marcha: `visor --server URL --token T describe …`) y guarda la respuesta en el historial, como la aplicación web.",
    "cli.details.ask":
      "Usa los modelos de la carpeta de datos como --user (o un Visor en marcha: `visor --server URL --token T ask …`) y guarda la respuesta en el historial, como la aplicación web. Con --about, el modelo ve la foto de ese análisis y todas las preguntas y respuestas anteriores, y la respuesta se guarda como un turno más (GET /api/v1/analyses/ID lista los turnos).",
    "cli.setting.dataDir": "Carpeta de la base de datos SQLite, los blobs, las claves y los certificados.",
    "cli.setting.database":
      "URL de PostgreSQL postgres://USUARIO@HOST:PUERTO/BD en lugar de SQLite en la carpeta de datos; la contraseña sale de PGPASSWORD o del archivo de claves, nunca de la URL.",
    "cli.setting.blobs":
      "Almacenamiento compatible con S3 s3://BUCKET?endpoint=http://HOST:PUERTO&path-style=true en lugar de archivos en la carpeta de datos; credenciales de AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY (entorno o archivo de claves) y AWS_REGION.",
    "cli.setting.config": "Archivo de configuración JSON (por defecto: <data-dir>/config.json si existe).",
    "cli.setting.cacheDir": "Dónde dejó la instalación los modelos locales y el venv del worker de Python.",
    "cli.setting.modelsDir": "Archivos de modelos locales (por defecto: <cache-dir>/models).",
    "cli.setting.python":
      "Python para los workers locales de voz y chat (por defecto: <cache-dir>/venv/bin/python).",
    "cli.setting.logLevel": "debug, info, warning o error.",
    "cli.setting.keyFile":
      "Archivo (modo 0600) de líneas CLAVE=VALOR con las claves de API de los proveedores, PGPASSWORD y AWS_SECRET_ACCESS_KEY.",
    "cli.setting.providerUrl": "URL base de un servidor compatible con OpenAI (Ollama, llama.cpp, vLLM).",
    "cli.setting.providerPreset": "Dialecto de --provider-url: ollama, llamacpp o vllm.",
    "cli.setting.providerVisionModel": "Nombre del modelo de visión en --provider-url (p. ej. llava).",
    "cli.setting.providerChatModel": "Nombre del modelo de chat en --provider-url.",
    "cli.setting.defaultVision":
      "Id del modelo para preguntas sobre fotos (por defecto: el primer modelo de visión, si no local/scene).",
    "cli.setting.defaultChat":
      "Id del modelo para chats (por defecto: el primer modelo de chat remoto, si no local).",
    "cli.setting.defaultSpeech":
      "Id del modelo que dice las respuestas en voz alta (por defecto: local/piper-joe).",
    "cli.setting.defaultTranscription":
      "Id del modelo que transcribe las preguntas (por defecto: local/whisper-base, si no local/whisper-tiny-en).",
    "cli.setting.passwordStrength":
      "Coste de Argon2id: interactive, moderate (o minimal, solo para pruebas).",
  ]

  static let cliSpanish: [MessageID: MessageTemplate] = cliSpanishLines.merging(
    cliSpanishAdmin.mapValues(MessageTemplate.init)
  ) { own, _ in own }

  static let cliFrenchAdmin: [MessageID: String] = [
    "cli.help.usageLine": "Utilisation : {usage}",
    "cli.help.options": "Options :",
    "cli.help.default": "(par défaut : {value})",
    "cli.option.help": "Affiche cette aide.",
    "cli.version": "visor, version {version}",
    "cli.users.help.intro": "Gère les comptes Visor d'un dossier de données.",
    "cli.sub.users.add": "Crée un utilisateur et un jeton d'API pour lui.",
    "cli.sub.users.list": "Liste les utilisateurs.",
    "cli.sub.users.remove": "Supprime un utilisateur avec tous ses enregistrements et fichiers.",
    "cli.sub.users.token": "Crée un nouveau jeton d'API pour un utilisateur (affiché une seule fois).",
    "cli.sub.users.code":
      "Affiche un code de connexion web à usage unique (expire à la première utilisation ou au bout de 24 h).",
    "cli.sub.users.quota":
      "Affiche les quotas et la consommation d'un utilisateur, ou fixe ses limites propres.",
    "cli.sub.users.passwd":
      "Change le mot de passe d'un utilisateur, lu sur la première ligne de l'entrée standard.",
    "cli.option.users.admin": "Fait de l'utilisateur un administrateur.",
    "cli.option.users.passwordStdin": "Lit le mot de passe sur la première ligne de l'entrée standard.",
    "cli.option.users.jsonToken": "Affiche un objet JSON (avec \"token\") au lieu du texte.",
    "cli.option.json": "Affiche du JSON.",
    "cli.option.jsonObject": "Affiche un objet JSON au lieu du texte.",
    "cli.option.users.tokenName": "Un libellé pour le jeton (par défaut : \"cli\").",
    "cli.option.users.requestsPerMinute":
      "Requêtes que cet utilisateur peut faire par minute UTC (0 le bloque ; `default` revient à la valeur du serveur).",
    "cli.option.users.analysesPerDay":
      "Analyses que cet utilisateur peut lancer par jour UTC (0 le bloque ; `default` revient à la valeur du serveur).",
    "cli.details.users.add":
      "Sans --password-stdin, l'utilisateur se connecte avec le jeton affiché ou un code à usage unique (`visor users code NOM`).",
    "cli.details.users.quota":
      "Sans option, affiche les limites de l'utilisateur et ce qui lui reste. Les valeurs par défaut du serveur viennent de --requests-per-minute et --analyses-per-day de `visor serve` (VISOR_REQUESTS_PER_MINUTE, VISOR_ANALYSES_PER_DAY, config.json) ; indiquez-les aussi ici pour les voir. Un serveur en marche applique la modification en moins d'une seconde.",
    "cli.users.quotaValue":
      "--{option} attend un nombre entier de 0 à {maximum}, ou `default`, pas « {text} »",
    "cli.users.listTakesNoName": "`visor users list` ne prend pas de NOM",
    "cli.users.needsName": "donnez exactement un NOM d'utilisateur",
    "cli.users.noSuchUser": "Il n'y a pas d'utilisateur « {name} » dans {store} ; voyez `visor users list`.",
    "cli.users.created": "Utilisateur « {name} » créé.",
    "cli.users.createdAdmin": "Utilisateur « {name} » créé (administrateur).",
    "cli.users.token": "Jeton d'API (affiché une seule fois ; gardez-le en lieu sûr) : {token}",
    "cli.users.none":
      "Aucun utilisateur pour l'instant ; `visor serve` crée l'administrateur au premier démarrage, ou lancez `visor users add NOM --admin`.",
    "cli.users.adminMark": "(administrateur)",
    "cli.users.removed": "Utilisateur « {name} » supprimé avec tous ses enregistrements.",
    "cli.users.passwordChanged": "Mot de passe de « {name} » changé.",
    "cli.users.quota.title": "Quotas de « {name} » (périodes en UTC) :",
    "cli.users.quota.requestsPerMinute": "requêtes par minute",
    "cli.users.quota.analysesPerDay": "analyses par jour",
    "cli.users.quota.unlimited": "{label} : illimité",
    "cli.users.quota.own":
      "{label} : {limit} (propre à cet utilisateur), {used} utilisées, {left} restantes jusqu'à {until}",
    "cli.users.quota.default":
      "{label} : {limit} (par défaut), {used} utilisées, {left} restantes jusqu'à {until}",
    "cli.users.passwordStdin":
      "mot de passe attendu sur l'entrée standard (par ex. `echo \"$PASS\" | visor users …`)",
    "cli.sub.ask":
      "Pose une question sur une photo, écrite ou parlée, et affiche (et, si vous voulez, prononce) la réponse.",
    "cli.sub.describe": "Décrit une photo et affiche (et, si vous voulez, prononce) la réponse.",
    "cli.option.speak": "Enregistre aussi la réponse parlée dans FILE (.mp3, .opus ou .wav).",
    "cli.option.voice": "Voix pour --speak (voyez `visor models list`).",
    "cli.option.mode":
      "describe (par défaut), text, document, barcode, colour, light, people, car, cute ou find (avec --target).",
    "cli.option.target":
      "Avec --mode find : un objet que vous avez appris à Visor (visor things add), par ex. clés.",
    "cli.option.model":
      "Modèle qui regarde la photo (par défaut : le fournisseur de vision, sinon local/scene).",
    "cli.option.questionAudio": "Une question enregistrée (WAV, MP3, WebM, MP4).",
    "cli.option.about":
      "Pose une question de suivi sur la photo d'une analyse enregistrée (son id, tiré de `--json` ou de GET /api/v1/analyses) au lieu d'une nouvelle PHOTO.",
    "cli.option.prompt": "Au lieu de « Describe exactly what you see. »",
    "cli.option.user": "Agit en tant que cet utilisateur (par défaut : le premier administrateur).",
    "cli.details.describe":
      "Utilise les modèles du dossier de données en tant que --user (ou un Visor en marche : `visor --server URL --token T describe …`) et enregistre la réponse dans l'historique, comme l'application web.",
    "cli.details.ask":
      "Utilise les modèles du dossier de données en tant que --user (ou un Visor en marche : `visor --server URL --token T ask …`) et enregistre la réponse dans l'historique, comme l'application web. Avec --about, le modèle voit la photo de cette analyse et toutes les questions et réponses précédentes, et la réponse est enregistrée comme un nouvel échange (GET /api/v1/analyses/ID liste les échanges).",
    "cli.setting.dataDir": "Dossier de la base SQLite, des blobs, des clés et des certificats.",
    "cli.setting.database":
      "URL PostgreSQL postgres://UTILISATEUR@HÔTE:PORT/BASE au lieu de SQLite dans le dossier de données ; le mot de passe vient de PGPASSWORD ou du fichier de clés, jamais de l'URL.",
    "cli.setting.blobs":
      "Stockage compatible S3 s3://BUCKET?endpoint=http://HÔTE:PORT&path-style=true au lieu de fichiers dans le dossier de données ; identifiants tirés de AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY (environnement ou fichier de clés) et AWS_REGION.",
    "cli.setting.config": "Fichier de configuration JSON (par défaut : <data-dir>/config.json s'il existe).",
    "cli.setting.cacheDir": "Où l'installation a mis les modèles locaux et le venv du worker Python.",
    "cli.setting.modelsDir": "Fichiers des modèles locaux (par défaut : <cache-dir>/models).",
    "cli.setting.python":
      "Python des workers locaux de voix et de discussion (par défaut : <cache-dir>/venv/bin/python).",
    "cli.setting.logLevel": "debug, info, warning ou error.",
    "cli.setting.keyFile":
      "Fichier (mode 0600) de lignes CLÉ=VALEUR contenant les clés d'API des fournisseurs, PGPASSWORD et AWS_SECRET_ACCESS_KEY.",
    "cli.setting.providerUrl": "URL de base d'un serveur compatible OpenAI (Ollama, llama.cpp, vLLM).",
    "cli.setting.providerPreset": "Dialecte de --provider-url : ollama, llamacpp ou vllm.",
    "cli.setting.providerVisionModel": "Nom du modèle de vision sur --provider-url (par ex. llava).",
    "cli.setting.providerChatModel": "Nom du modèle de discussion sur --provider-url.",
    "cli.setting.defaultVision":
      "Id du modèle pour les questions sur les photos (par défaut : le premier modèle de vision, sinon local/scene).",
    "cli.setting.defaultChat":
      "Id du modèle pour les discussions (par défaut : le premier modèle de discussion distant, sinon local).",
    "cli.setting.defaultSpeech": "Id du modèle qui prononce les réponses (par défaut : local/piper-joe).",
    "cli.setting.defaultTranscription":
      "Id du modèle qui transcrit les questions (par défaut : local/whisper-base, sinon local/whisper-tiny-en).",
    "cli.setting.passwordStrength":
      "Coût d'Argon2id : interactive, moderate (ou minimal, pour les tests seulement).",
  ]

  static let cliFrench: [MessageID: MessageTemplate] = cliFrenchLines.merging(
    cliFrenchAdmin.mapValues(MessageTemplate.init)
  ) { own, _ in own }

  static let cliGermanAdmin: [MessageID: String] = [
    "cli.help.usageLine": "Aufruf: {usage}",
    "cli.help.options": "Optionen:",
    "cli.help.default": "(Standard: {value})",
    "cli.option.help": "Zeigt diese Hilfe.",
    "cli.version": "visor Version {version}",
    "cli.users.help.intro": "Verwaltet die Visor-Konten eines Datenordners.",
    "cli.sub.users.add": "Legt einen Benutzer und ein API-Token für ihn an.",
    "cli.sub.users.list": "Listet die Benutzer auf.",
    "cli.sub.users.remove": "Löscht einen Benutzer samt allen Einträgen und Dateien.",
    "cli.sub.users.token": "Legt ein neues API-Token für einen Benutzer an (wird einmal angezeigt).",
    "cli.sub.users.code":
      "Gibt einen Einmal-Anmeldecode für das Web aus (verfällt bei der ersten Nutzung oder nach 24 h).",
    "cli.sub.users.quota":
      "Zeigt Kontingente und Verbrauch eines Benutzers oder setzt eigene Grenzen für ihn.",
    "cli.sub.users.passwd":
      "Setzt das Passwort eines Benutzers, gelesen aus der ersten Zeile der Standardeingabe.",
    "cli.option.users.admin": "Macht den Benutzer zum Admin.",
    "cli.option.users.passwordStdin": "Liest das Passwort aus der ersten Zeile der Standardeingabe.",
    "cli.option.users.jsonToken": "Gibt ein JSON-Objekt (mit \"token\") statt Text aus.",
    "cli.option.json": "Gibt JSON aus.",
    "cli.option.jsonObject": "Gibt ein JSON-Objekt statt Text aus.",
    "cli.option.users.tokenName": "Eine Bezeichnung für das Token (Standard: \"cli\").",
    "cli.option.users.requestsPerMinute":
      "Anfragen, die dieser Benutzer pro UTC-Minute stellen darf (0 sperrt ihn; `default` gilt wieder der Wert des Servers).",
    "cli.option.users.analysesPerDay":
      "Analysen, die dieser Benutzer pro UTC-Tag starten darf (0 sperrt ihn; `default` gilt wieder der Wert des Servers).",
    "cli.details.users.add":
      "Ohne --password-stdin meldet sich der Benutzer mit dem ausgegebenen Token oder einem Einmalcode an (`visor users code NAME`).",
    "cli.details.users.quota":
      "Ohne Optionen zeigt es die Grenzen des Benutzers und was davon übrig ist. Die Standardwerte des Servers kommen aus --requests-per-minute und --analyses-per-day von `visor serve` (VISOR_REQUESTS_PER_MINUTE, VISOR_ANALYSES_PER_DAY, config.json); gib sie auch hier an, um sie zu sehen. Ein laufender Server übernimmt eine Änderung innerhalb einer Sekunde.",
    "cli.users.quotaValue":
      "--{option} nimmt eine ganze Zahl von 0 bis {maximum} oder `default`, nicht „{text}“",
    "cli.users.listTakesNoName": "`visor users list` nimmt keinen NAMEN",
    "cli.users.needsName": "gib genau einen Benutzer-NAMEN an",
    "cli.users.noSuchUser": "Es gibt keinen Benutzer „{name}“ in {store}; siehe `visor users list`.",
    "cli.users.created": "Benutzer „{name}“ angelegt.",
    "cli.users.createdAdmin": "Benutzer „{name}“ angelegt (Admin).",
    "cli.users.token": "API-Token (wird nur einmal angezeigt; gut aufbewahren): {token}",
    "cli.users.none":
      "Noch keine Benutzer; `visor serve` legt beim ersten Start den Admin an, oder führe `visor users add NAME --admin` aus.",
    "cli.users.adminMark": "(Admin)",
    "cli.users.removed": "Benutzer „{name}“ samt allen Einträgen gelöscht.",
    "cli.users.passwordChanged": "Passwort für „{name}“ geändert.",
    "cli.users.quota.title": "Kontingente von „{name}“ (Zeiträume in UTC):",
    "cli.users.quota.requestsPerMinute": "Anfragen pro Minute",
    "cli.users.quota.analysesPerDay": "Analysen pro Tag",
    "cli.users.quota.unlimited": "{label}: unbegrenzt",
    "cli.users.quota.own":
      "{label}: {limit} (für diesen Benutzer gesetzt), {used} verbraucht, {left} übrig bis {until}",
    "cli.users.quota.default": "{label}: {limit} (Standard), {used} verbraucht, {left} übrig bis {until}",
    "cli.users.passwordStdin":
      "Passwort auf der Standardeingabe erwartet (z. B. `echo \"$PASS\" | visor users …`)",
    "cli.sub.ask":
      "Stellt eine Frage zu einem Foto, getippt oder gesprochen, und gibt die Antwort aus (auf Wunsch auch gesprochen).",
    "cli.sub.describe": "Beschreibt ein Foto und gibt die Antwort aus (auf Wunsch auch gesprochen).",
    "cli.option.speak": "Spricht die Antwort zusätzlich in FILE (.mp3, .opus oder .wav).",
    "cli.option.voice": "Stimme für --speak (siehe `visor models list`).",
    "cli.option.mode":
      "describe (Standard), text, document, barcode, colour, light, people, car, cute oder find (mit --target).",
    "cli.option.target":
      "Mit --mode find: etwas, das du Visor beigebracht hast (visor things add), z. B. Schlüssel.",
    "cli.option.model":
      "Modell, das sich das Foto ansieht (Standard: der Vision-Anbieter, sonst local/scene).",
    "cli.option.questionAudio": "Eine aufgenommene Frage (WAV, MP3, WebM, MP4).",
    "cli.option.about":
      "Stellt eine Nachfrage zum Foto einer gespeicherten Analyse (ihre ID aus `--json` oder GET /api/v1/analyses) statt zu einem neuen FOTO.",
    "cli.option.prompt": "Statt „Describe exactly what you see.“",
    "cli.option.user": "Handelt als dieser Benutzer (Standard: der erste Admin).",
    "cli.details.describe":
      "Läuft mit den Modellen des Datenordners als --user (oder auf einem laufenden Visor: `visor --server URL --token T describe …`) und speichert die Antwort im Verlauf, wie die Web-App.",
    "cli.details.ask":
      "Läuft mit den Modellen des Datenordners als --user (oder auf einem laufenden Visor: `visor --server URL --token T ask …`) und speichert die Antwort im Verlauf, wie die Web-App. Mit --about sieht das Modell das Foto dieser Analyse und alle früheren Fragen und Antworten, und die Antwort wird als weitere Runde gespeichert (GET /api/v1/analyses/ID listet die Runden).",
    "cli.setting.dataDir": "Ordner für die SQLite-Datenbank, Blobs, Schlüssel und Zertifikate.",
    "cli.setting.database":
      "PostgreSQL-URL postgres://BENUTZER@HOST:PORT/DB statt SQLite im Datenordner; das Passwort kommt aus PGPASSWORD oder der Schlüsseldatei, nie aus der URL.",
    "cli.setting.blobs":
      "S3-kompatibler Speicher s3://BUCKET?endpoint=http://HOST:PORT&path-style=true statt Dateien im Datenordner; Zugangsdaten aus AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY (Umgebung oder Schlüsseldatei) und AWS_REGION.",
    "cli.setting.config": "JSON-Konfigurationsdatei (Standard: <data-dir>/config.json, falls vorhanden).",
    "cli.setting.cacheDir": "Wo das Setup die lokalen Modelle und das venv des Python-Workers abgelegt hat.",
    "cli.setting.modelsDir": "Lokale Modelldateien (Standard: <cache-dir>/models).",
    "cli.setting.python":
      "Python für die lokalen Sprach- und Chat-Worker (Standard: <cache-dir>/venv/bin/python).",
    "cli.setting.logLevel": "debug, info, warning oder error.",
    "cli.setting.keyFile":
      "Datei (Modus 0600) mit Zeilen SCHLÜSSEL=WERT: API-Schlüssel der Anbieter, PGPASSWORD und AWS_SECRET_ACCESS_KEY.",
    "cli.setting.providerUrl": "Basis-URL eines OpenAI-kompatiblen Servers (Ollama, llama.cpp, vLLM).",
    "cli.setting.providerPreset": "Dialekt von --provider-url: ollama, llamacpp oder vllm.",
    "cli.setting.providerVisionModel": "Name des Vision-Modells auf --provider-url (z. B. llava).",
    "cli.setting.providerChatModel": "Name des Chat-Modells auf --provider-url.",
    "cli.setting.defaultVision":
      "Modell-ID für Fragen zu Fotos (Standard: das erste Vision-Modell, sonst local/scene).",
    "cli.setting.defaultChat":
      "Modell-ID für Chats (Standard: das erste entfernte Chat-Modell, sonst local).",
    "cli.setting.defaultSpeech": "Modell-ID zum Vorlesen der Antworten (Standard: local/piper-joe).",
    "cli.setting.defaultTranscription":
      "Modell-ID zum Transkribieren von Fragen (Standard: local/whisper-base, sonst local/whisper-tiny-en).",
    "cli.setting.passwordStrength":
      "Aufwand von Argon2id: interactive, moderate (oder minimal, nur für Tests).",
  ]

  static let cliGerman: [MessageID: MessageTemplate] = cliGermanLines.merging(
    cliGermanAdmin.mapValues(MessageTemplate.init)
  ) { own, _ in own }

  static let cliPortugueseAdmin: [MessageID: String] = [
    "cli.help.usageLine": "Uso: {usage}",
    "cli.help.options": "Opções:",
    "cli.help.default": "(padrão: {value})",
    "cli.option.help": "Mostra esta ajuda.",
    "cli.version": "visor, versão {version}",
    "cli.users.help.intro": "Gerencia as contas do Visor de uma pasta de dados.",
    "cli.sub.users.add": "Cria um usuário e um token de API para ele.",
    "cli.sub.users.list": "Lista os usuários.",
    "cli.sub.users.remove": "Apaga um usuário com todos os seus registros e arquivos.",
    "cli.sub.users.token": "Cria um novo token de API para um usuário (mostrado uma só vez).",
    "cli.sub.users.code":
      "Mostra um código de acesso à web de uso único (expira no primeiro uso ou em 24 h).",
    "cli.sub.users.quota": "Mostra as cotas e o consumo de um usuário, ou define limites próprios para ele.",
    "cli.sub.users.passwd": "Define a senha de um usuário, lida da primeira linha da entrada padrão.",
    "cli.option.users.admin": "Torna o usuário administrador.",
    "cli.option.users.passwordStdin": "Lê a senha da primeira linha da entrada padrão.",
    "cli.option.users.jsonToken": "Imprime um objeto JSON (com \"token\") em vez de texto.",
    "cli.option.json": "Imprime JSON.",
    "cli.option.jsonObject": "Imprime um objeto JSON em vez de texto.",
    "cli.option.users.tokenName": "Um rótulo para o token (padrão: \"cli\").",
    "cli.option.users.requestsPerMinute":
      "Requisições que este usuário pode fazer por minuto UTC (0 o bloqueia; `default` volta ao valor do servidor).",
    "cli.option.users.analysesPerDay":
      "Análises que este usuário pode fazer por dia UTC (0 o bloqueia; `default` volta ao valor do servidor).",
    "cli.details.users.add":
      "Sem --password-stdin, o usuário entra com o token impresso ou com um código de uso único (`visor users code NOME`).",
    "cli.details.users.quota":
      "Sem opções, mostra os limites do usuário e quanto resta. Os valores padrão do servidor vêm de --requests-per-minute e --analyses-per-day de `visor serve` (VISOR_REQUESTS_PER_MINUTE, VISOR_ANALYSES_PER_DAY, config.json); informe-os aqui também para vê-los. Um servidor em execução aplica a mudança em menos de um segundo.",
    "cli.users.quotaValue":
      "--{option} aceita um número inteiro de 0 a {maximum}, ou `default`, não \"{text}\"",
    "cli.users.listTakesNoName": "`visor users list` não recebe NOME",
    "cli.users.needsName": "informe exatamente um NOME de usuário",
    "cli.users.noSuchUser": "Não existe usuário \"{name}\" em {store}; veja `visor users list`.",
    "cli.users.created": "Usuário \"{name}\" criado.",
    "cli.users.createdAdmin": "Usuário \"{name}\" criado (administrador).",
    "cli.users.token": "Token de API (mostrado uma só vez; guarde-o bem): {token}",
    "cli.users.none":
      "Ainda não há usuários; `visor serve` cria o administrador na primeira execução, ou rode `visor users add NOME --admin`.",
    "cli.users.adminMark": "(administrador)",
    "cli.users.removed": "Usuário \"{name}\" apagado com todos os seus registros.",
    "cli.users.passwordChanged": "Senha de \"{name}\" alterada.",
    "cli.users.quota.title": "Cotas de \"{name}\" (períodos em UTC):",
    "cli.users.quota.requestsPerMinute": "requisições por minuto",
    "cli.users.quota.analysesPerDay": "análises por dia",
    "cli.users.quota.unlimited": "{label}: sem limite",
    "cli.users.quota.own":
      "{label}: {limit} (próprio deste usuário), {used} usadas, {left} restantes até {until}",
    "cli.users.quota.default": "{label}: {limit} (o padrão), {used} usadas, {left} restantes até {until}",
    "cli.users.passwordStdin": "esperava a senha na entrada padrão (ex.: `echo \"$PASS\" | visor users …`)",
    "cli.sub.ask":
      "Faz uma pergunta sobre uma foto, digitada ou falada, e imprime (e, se quiser, fala) a resposta.",
    "cli.sub.describe": "Descreve uma foto e imprime (e, se quiser, fala) a resposta.",
    "cli.option.speak": "Também grava a resposta falada em FILE (.mp3, .opus ou .wav).",
    "cli.option.voice": "Voz para --speak (veja `visor models list`).",
    "cli.option.mode":
      "describe (padrão), text, document, barcode, colour, light, people, car, cute ou find (com --target).",
    "cli.option.target": "Com --mode find: algo que você ensinou (visor things add), ex.: chaves.",
    "cli.option.model": "Modelo que olha a foto (padrão: o provedor de visão, senão local/scene).",
    "cli.option.questionAudio": "Uma pergunta gravada (WAV, MP3, WebM, MP4).",
    "cli.option.about":
      "Faz mais uma pergunta sobre a foto de uma análise salva (o id dela, de `--json` ou GET /api/v1/analyses) em vez de uma FOTO nova.",
    "cli.option.prompt": "Em vez de \"Describe exactly what you see.\"",
    "cli.option.user": "Age como este usuário (padrão: o primeiro administrador).",
    "cli.details.describe":
      "Usa os modelos da pasta de dados como --user (ou um Visor em execução: `visor --server URL --token T describe …`) e salva a resposta no histórico, como o aplicativo web.",
    "cli.details.ask":
      "Usa os modelos da pasta de dados como --user (ou um Visor em execução: `visor --server URL --token T ask …`) e salva a resposta no histórico, como o aplicativo web. Com --about, o modelo vê a foto dessa análise e todas as perguntas e respostas anteriores, e a resposta é salva como mais uma rodada (GET /api/v1/analyses/ID lista as rodadas).",
    "cli.setting.dataDir": "Pasta do banco SQLite, dos blobs, das chaves e dos certificados.",
    "cli.setting.database":
      "URL do PostgreSQL postgres://USUÁRIO@HOST:PORTA/BANCO em vez do SQLite na pasta de dados; a senha vem de PGPASSWORD ou do arquivo de chaves, nunca da URL.",
    "cli.setting.blobs":
      "Armazenamento compatível com S3 s3://BUCKET?endpoint=http://HOST:PORTA&path-style=true em vez de arquivos na pasta de dados; credenciais de AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY (ambiente ou arquivo de chaves) e AWS_REGION.",
    "cli.setting.config": "Arquivo de configuração JSON (padrão: <data-dir>/config.json, se existir).",
    "cli.setting.cacheDir": "Onde a instalação pôs os modelos locais e o venv do worker Python.",
    "cli.setting.modelsDir": "Arquivos dos modelos locais (padrão: <cache-dir>/models).",
    "cli.setting.python": "Python dos workers locais de voz e chat (padrão: <cache-dir>/venv/bin/python).",
    "cli.setting.logLevel": "debug, info, warning ou error.",
    "cli.setting.keyFile":
      "Arquivo (modo 0600) de linhas CHAVE=VALOR com as chaves de API dos provedores, PGPASSWORD e AWS_SECRET_ACCESS_KEY.",
    "cli.setting.providerUrl": "URL base de um servidor compatível com OpenAI (Ollama, llama.cpp, vLLM).",
    "cli.setting.providerPreset": "Dialeto de --provider-url: ollama, llamacpp ou vllm.",
    "cli.setting.providerVisionModel": "Nome do modelo de visão em --provider-url (ex.: llava).",
    "cli.setting.providerChatModel": "Nome do modelo de chat em --provider-url.",
    "cli.setting.defaultVision":
      "Id do modelo para perguntas sobre fotos (padrão: o primeiro modelo de visão, senão local/scene).",
    "cli.setting.defaultChat":
      "Id do modelo para chats (padrão: o primeiro modelo de chat remoto, senão local).",
    "cli.setting.defaultSpeech": "Id do modelo que fala as respostas (padrão: local/piper-joe).",
    "cli.setting.defaultTranscription":
      "Id do modelo que transcreve as perguntas (padrão: local/whisper-base, senão local/whisper-tiny-en).",
    "cli.setting.passwordStrength": "Custo do Argon2id: interactive, moderate (ou minimal, só para testes).",
  ]

  static let cliPortuguese: [MessageID: MessageTemplate] = cliPortugueseLines.merging(
    cliPortugueseAdmin.mapValues(MessageTemplate.init)
  ) { own, _ in own }

  static let cliItalianAdmin: [MessageID: String] = [
    "cli.help.usageLine": "Uso: {usage}",
    "cli.help.options": "Opzioni:",
    "cli.help.default": "(predefinito: {value})",
    "cli.option.help": "Mostra questo aiuto.",
    "cli.version": "visor, versione {version}",
    "cli.users.help.intro": "Gestisce gli account Visor di una cartella dati.",
    "cli.sub.users.add": "Crea un utente e un token API per lui.",
    "cli.sub.users.list": "Elenca gli utenti.",
    "cli.sub.users.remove": "Elimina un utente con tutti i suoi dati e file.",
    "cli.sub.users.token": "Crea un nuovo token API per un utente (mostrato una sola volta).",
    "cli.sub.users.code": "Mostra un codice di accesso web monouso (scade al primo uso o dopo 24 h).",
    "cli.sub.users.quota": "Mostra quote e consumi di un utente, o imposta i suoi limiti personali.",
    "cli.sub.users.passwd": "Imposta la password di un utente, letta dalla prima riga dell'input standard.",
    "cli.option.users.admin": "Rende l'utente amministratore.",
    "cli.option.users.passwordStdin": "Legge la password dalla prima riga dell'input standard.",
    "cli.option.users.jsonToken": "Stampa un oggetto JSON (con \"token\") invece del testo.",
    "cli.option.json": "Stampa JSON.",
    "cli.option.jsonObject": "Stampa un oggetto JSON invece del testo.",
    "cli.option.users.tokenName": "Un'etichetta per il token (predefinita: \"cli\").",
    "cli.option.users.requestsPerMinute":
      "Richieste che questo utente può fare in un minuto UTC (0 lo blocca; `default` torna al valore del server).",
    "cli.option.users.analysesPerDay":
      "Analisi che questo utente può eseguire in un giorno UTC (0 lo blocca; `default` torna al valore del server).",
    "cli.details.users.add":
      "Senza --password-stdin l'utente accede con il token stampato o con un codice monouso (`visor users code NOME`).",
    "cli.details.users.quota":
      "Senza opzioni stampa i limiti dell'utente e quanto gli resta. I valori predefiniti del server vengono da --requests-per-minute e --analyses-per-day di `visor serve` (VISOR_REQUESTS_PER_MINUTE, VISOR_ANALYSES_PER_DAY, config.json); indicali anche qui per vederli. Un server in esecuzione applica la modifica entro un secondo.",
    "cli.users.quotaValue":
      "--{option} accetta un numero intero da 0 a {maximum}, oppure `default`, non \"{text}\"",
    "cli.users.listTakesNoName": "`visor users list` non accetta un NOME",
    "cli.users.needsName": "indica esattamente un NOME utente",
    "cli.users.noSuchUser": "Non c'è nessun utente \"{name}\" in {store}; vedi `visor users list`.",
    "cli.users.created": "Utente \"{name}\" creato.",
    "cli.users.createdAdmin": "Utente \"{name}\" creato (amministratore).",
    "cli.users.token": "Token API (mostrato una sola volta; conservalo con cura): {token}",
    "cli.users.none":
      "Ancora nessun utente; `visor serve` crea l'amministratore al primo avvio, oppure esegui `visor users add NOME --admin`.",
    "cli.users.adminMark": "(amministratore)",
    "cli.users.removed": "Utente \"{name}\" eliminato con tutti i suoi dati.",
    "cli.users.passwordChanged": "Password di \"{name}\" cambiata.",
    "cli.users.quota.title": "Quote di \"{name}\" (periodi in UTC):",
    "cli.users.quota.requestsPerMinute": "richieste al minuto",
    "cli.users.quota.analysesPerDay": "analisi al giorno",
    "cli.users.quota.unlimited": "{label}: illimitate",
    "cli.users.quota.own":
      "{label}: {limit} (impostato per questo utente), {used} usate, {left} rimaste fino a {until}",
    "cli.users.quota.default": "{label}: {limit} (predefinito), {used} usate, {left} rimaste fino a {until}",
    "cli.users.passwordStdin": "serve la password sull'input standard (es. `echo \"$PASS\" | visor users …`)",
    "cli.sub.ask":
      "Fa una domanda su una foto, scritta o a voce, e stampa (e, se vuoi, pronuncia) la risposta.",
    "cli.sub.describe": "Descrive una foto e stampa (e, se vuoi, pronuncia) la risposta.",
    "cli.option.speak": "Salva anche la risposta parlata in FILE (.mp3, .opus o .wav).",
    "cli.option.voice": "Voce per --speak (vedi `visor models list`).",
    "cli.option.mode":
      "describe (predefinito), text, document, barcode, colour, light, people, car, cute o find (con --target).",
    "cli.option.target": "Con --mode find: una cosa che hai insegnato (visor things add), es. chiavi.",
    "cli.option.model":
      "Modello che guarda la foto (predefinito: il fornitore di visione, altrimenti local/scene).",
    "cli.option.questionAudio": "Una domanda registrata (WAV, MP3, WebM, MP4).",
    "cli.option.about":
      "Fa un'altra domanda sulla foto di un'analisi salvata (il suo id, da `--json` o GET /api/v1/analyses) invece che su una FOTO nuova.",
    "cli.option.prompt": "Al posto di \"Describe exactly what you see.\"",
    "cli.option.user": "Agisce come questo utente (predefinito: il primo amministratore).",
    "cli.details.describe":
      "Usa i modelli della cartella dati come --user (o un Visor in esecuzione: `visor --server URL --token T describe …`) e salva la risposta nella cronologia, come l'app web.",
    "cli.details.ask":
      "Usa i modelli della cartella dati come --user (o un Visor in esecuzione: `visor --server URL --token T ask …`) e salva la risposta nella cronologia, come l'app web. Con --about il modello vede la foto di quell'analisi e tutte le domande e risposte precedenti, e la risposta viene salvata come un nuovo turno (GET /api/v1/analyses/ID elenca i turni).",
    "cli.setting.dataDir": "Cartella del database SQLite, dei blob, delle chiavi e dei certificati.",
    "cli.setting.database":
      "URL PostgreSQL postgres://UTENTE@HOST:PORTA/DB al posto di SQLite nella cartella dati; la password viene da PGPASSWORD o dal file delle chiavi, mai dall'URL.",
    "cli.setting.blobs":
      "Archivio compatibile S3 s3://BUCKET?endpoint=http://HOST:PORTA&path-style=true al posto dei file nella cartella dati; credenziali da AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY (ambiente o file delle chiavi) e AWS_REGION.",
    "cli.setting.config": "File di configurazione JSON (predefinito: <data-dir>/config.json, se esiste).",
    "cli.setting.cacheDir": "Dove l'installazione ha messo i modelli locali e il venv del worker Python.",
    "cli.setting.modelsDir": "File dei modelli locali (predefinito: <cache-dir>/models).",
    "cli.setting.python":
      "Python per i worker locali di voce e chat (predefinito: <cache-dir>/venv/bin/python).",
    "cli.setting.logLevel": "debug, info, warning o error.",
    "cli.setting.keyFile":
      "File (permessi 0600) di righe CHIAVE=VALORE con le chiavi API dei fornitori, PGPASSWORD e AWS_SECRET_ACCESS_KEY.",
    "cli.setting.providerUrl": "URL di base di un server compatibile OpenAI (Ollama, llama.cpp, vLLM).",
    "cli.setting.providerPreset": "Dialetto di --provider-url: ollama, llamacpp o vllm.",
    "cli.setting.providerVisionModel": "Nome del modello di visione su --provider-url (es. llava).",
    "cli.setting.providerChatModel": "Nome del modello di chat su --provider-url.",
    "cli.setting.defaultVision":
      "Id del modello per le domande sulle foto (predefinito: il primo modello di visione, altrimenti local/scene).",
    "cli.setting.defaultChat":
      "Id del modello per le chat (predefinito: il primo modello di chat remoto, altrimenti local).",
    "cli.setting.defaultSpeech": "Id del modello che pronuncia le risposte (predefinito: local/piper-joe).",
    "cli.setting.defaultTranscription":
      "Id del modello che trascrive le domande (predefinito: local/whisper-base, altrimenti local/whisper-tiny-en).",
    "cli.setting.passwordStrength": "Costo di Argon2id: interactive, moderate (o minimal, solo per i test).",
  ]

  static let cliItalian: [MessageID: MessageTemplate] = cliItalianLines.merging(
    cliItalianAdmin.mapValues(MessageTemplate.init)
  ) { own, _ in own }

  static let cliPolishAdmin: [MessageID: String] = [
    "cli.help.usageLine": "Użycie: {usage}",
    "cli.help.options": "Opcje:",
    "cli.help.default": "(domyślnie: {value})",
    "cli.option.help": "Pokazuje tę pomoc.",
    "cli.version": "visor, wersja {version}",
    "cli.users.help.intro": "Zarządza kontami Visora w folderze danych.",
    "cli.sub.users.add": "Tworzy użytkownika i token API dla niego.",
    "cli.sub.users.list": "Wyświetla listę użytkowników.",
    "cli.sub.users.remove": "Usuwa użytkownika wraz ze wszystkimi jego wpisami i plikami.",
    "cli.sub.users.token": "Tworzy nowy token API dla użytkownika (pokazywany raz).",
    "cli.sub.users.code":
      "Wypisuje jednorazowy kod logowania do aplikacji webowej (traci ważność po użyciu lub po 24 h).",
    "cli.sub.users.quota": "Pokazuje limity i zużycie użytkownika albo ustawia jego własne limity.",
    "cli.sub.users.passwd": "Ustawia hasło użytkownika, wczytane z pierwszego wiersza standardowego wejścia.",
    "cli.option.users.admin": "Nadaje użytkownikowi uprawnienia administratora.",
    "cli.option.users.passwordStdin": "Wczytuje hasło z pierwszego wiersza standardowego wejścia.",
    "cli.option.users.jsonToken": "Wypisuje jeden obiekt JSON (z \"token\") zamiast tekstu.",
    "cli.option.json": "Wypisuje JSON.",
    "cli.option.jsonObject": "Wypisuje jeden obiekt JSON zamiast tekstu.",
    "cli.option.users.tokenName": "Etykieta tokenu (domyślnie: \"cli\").",
    "cli.option.users.requestsPerMinute":
      "Liczba żądań tego użytkownika na minutę UTC (0 go blokuje; `default` przywraca wartość serwera).",
    "cli.option.users.analysesPerDay":
      "Liczba analiz tego użytkownika na dobę UTC (0 go blokuje; `default` przywraca wartość serwera).",
    "cli.details.users.add":
      "Bez --password-stdin użytkownik loguje się wypisanym tokenem albo jednorazowym kodem (`visor users code NAZWA`).",
    "cli.details.users.quota":
      "Bez opcji wypisuje limity użytkownika i to, co mu zostało. Domyślne wartości serwera pochodzą z --requests-per-minute i --analyses-per-day polecenia `visor serve` (VISOR_REQUESTS_PER_MINUTE, VISOR_ANALYSES_PER_DAY, config.json); podaj je też tutaj, żeby je zobaczyć. Działający serwer stosuje zmianę w ciągu sekundy.",
    "cli.users.quotaValue":
      "--{option} przyjmuje liczbę całkowitą od 0 do {maximum} albo `default`, a nie „{text}”",
    "cli.users.listTakesNoName": "`visor users list` nie przyjmuje NAZWY",
    "cli.users.needsName": "podaj dokładnie jedną NAZWĘ użytkownika",
    "cli.users.noSuchUser": "Nie ma użytkownika „{name}” w {store}; zobacz `visor users list`.",
    "cli.users.created": "Utworzono użytkownika „{name}”.",
    "cli.users.createdAdmin": "Utworzono użytkownika „{name}” (administrator).",
    "cli.users.token": "Token API (pokazywany tylko raz; przechowuj go bezpiecznie): {token}",
    "cli.users.none":
      "Nie ma jeszcze użytkowników; `visor serve` tworzy administratora przy pierwszym uruchomieniu, albo uruchom `visor users add NAZWA --admin`.",
    "cli.users.adminMark": "(administrator)",
    "cli.users.removed": "Usunięto użytkownika „{name}” wraz ze wszystkimi wpisami.",
    "cli.users.passwordChanged": "Zmieniono hasło użytkownika „{name}”.",
    "cli.users.quota.title": "Limity użytkownika „{name}” (okresy w UTC):",
    "cli.users.quota.requestsPerMinute": "żądania na minutę",
    "cli.users.quota.analysesPerDay": "analizy na dobę",
    "cli.users.quota.unlimited": "{label}: bez limitu",
    "cli.users.quota.own":
      "{label}: {limit} (ustawione dla tego użytkownika), zużyto {used}, zostało {left} do {until}",
    "cli.users.quota.default": "{label}: {limit} (domyślnie), zużyto {used}, zostało {left} do {until}",
    "cli.users.passwordStdin":
      "oczekiwano hasła na standardowym wejściu (np. `echo \"$PASS\" | visor users …`)",
    "cli.sub.ask":
      "Zadaje pytanie o zdjęcie, wpisane lub nagrane, i wypisuje (a na życzenie wypowiada) odpowiedź.",
    "cli.sub.describe": "Opisuje zdjęcie i wypisuje (a na życzenie wypowiada) odpowiedź.",
    "cli.option.speak": "Zapisuje też odpowiedź mówioną do pliku FILE (.mp3, .opus lub .wav).",
    "cli.option.voice": "Głos dla --speak (zobacz `visor models list`).",
    "cli.option.mode":
      "describe (domyślnie), text, document, barcode, colour, light, people, car, cute lub find (z --target).",
    "cli.option.target": "Z --mode find: rzecz, której nauczyłeś Visora (visor things add), np. klucze.",
    "cli.option.model": "Model, który ogląda zdjęcie (domyślnie: dostawca wizji, a bez niego local/scene).",
    "cli.option.questionAudio": "Nagrane pytanie (WAV, MP3, WebM, MP4).",
    "cli.option.about":
      "Zadaje kolejne pytanie o zdjęcie zapisanej analizy (jej id z `--json` lub GET /api/v1/analyses) zamiast o nowe ZDJĘCIE.",
    "cli.option.prompt": "Zamiast „Describe exactly what you see.”",
    "cli.option.user": "Działa jako ten użytkownik (domyślnie: pierwszy administrator).",
    "cli.details.describe":
      "Działa na modelach folderu danych jako --user (albo na działającym Visorze: `visor --server URL --token T describe …`) i zapisuje odpowiedź w historii, jak aplikacja webowa.",
    "cli.details.ask":
      "Działa na modelach folderu danych jako --user (albo na działającym Visorze: `visor --server URL --token T ask …`) i zapisuje odpowiedź w historii, jak aplikacja webowa. Z --about model widzi zdjęcie tej analizy i wszystkie wcześniejsze pytania i odpowiedzi, a odpowiedź zapisuje się jako kolejna tura (GET /api/v1/analyses/ID wypisuje tury).",
    "cli.setting.dataDir": "Folder bazy SQLite, blobów, kluczy i certyfikatów.",
    "cli.setting.database":
      "URL PostgreSQL postgres://UŻYTKOWNIK@HOST:PORT/BAZA zamiast SQLite w folderze danych; hasło pochodzi z PGPASSWORD lub pliku kluczy, nigdy z URL.",
    "cli.setting.blobs":
      "Magazyn zgodny z S3 s3://BUCKET?endpoint=http://HOST:PORT&path-style=true zamiast plików w folderze danych; dane dostępowe z AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY (środowisko lub plik kluczy) i AWS_REGION.",
    "cli.setting.config": "Plik konfiguracji JSON (domyślnie: <data-dir>/config.json, jeśli istnieje).",
    "cli.setting.cacheDir": "Gdzie instalacja umieściła lokalne modele i venv workera Pythona.",
    "cli.setting.modelsDir": "Pliki lokalnych modeli (domyślnie: <cache-dir>/models).",
    "cli.setting.python":
      "Python dla lokalnych workerów mowy i czatu (domyślnie: <cache-dir>/venv/bin/python).",
    "cli.setting.logLevel": "debug, info, warning lub error.",
    "cli.setting.keyFile":
      "Plik (tryb 0600) z wierszami KLUCZ=WARTOŚĆ: klucze API dostawców, PGPASSWORD i AWS_SECRET_ACCESS_KEY.",
    "cli.setting.providerUrl": "Bazowy URL serwera zgodnego z OpenAI (Ollama, llama.cpp, vLLM).",
    "cli.setting.providerPreset": "Dialekt --provider-url: ollama, llamacpp lub vllm.",
    "cli.setting.providerVisionModel": "Nazwa modelu wizji na --provider-url (np. llava).",
    "cli.setting.providerChatModel": "Nazwa modelu czatu na --provider-url.",
    "cli.setting.defaultVision":
      "Id modelu do pytań o zdjęcia (domyślnie: pierwszy model wizji, a bez niego local/scene).",
    "cli.setting.defaultChat":
      "Id modelu do czatów (domyślnie: pierwszy zdalny model czatu, a bez niego lokalny).",
    "cli.setting.defaultSpeech": "Id modelu, który wypowiada odpowiedzi (domyślnie: local/piper-joe).",
    "cli.setting.defaultTranscription":
      "Id modelu, który transkrybuje pytania (domyślnie: local/whisper-base, a bez niego local/whisper-tiny-en).",
    "cli.setting.passwordStrength": "Koszt Argon2id: interactive, moderate (albo minimal, tylko do testów).",
  ]

  static let cliPolish: [MessageID: MessageTemplate] = cliPolishLines.merging(
    cliPolishAdmin.mapValues(MessageTemplate.init)
  ) { own, _ in own }

  static let cliTurkishAdmin: [MessageID: String] = [
    "cli.help.usageLine": "Kullanım: {usage}",
    "cli.help.options": "Seçenekler:",
    "cli.help.default": "(varsayılan: {value})",
    "cli.option.help": "Bu yardımı gösterir.",
    "cli.version": "visor, sürüm {version}",
    "cli.users.help.intro": "Bir veri klasöründeki Visor hesaplarını yönetir.",
    "cli.sub.users.add": "Bir kullanıcı ve onun için bir API belirteci oluşturur.",
    "cli.sub.users.list": "Kullanıcıları listeler.",
    "cli.sub.users.remove": "Bir kullanıcıyı tüm kayıtları ve dosyalarıyla birlikte siler.",
    "cli.sub.users.token": "Bir kullanıcı için yeni bir API belirteci oluşturur (bir kez gösterilir).",
    "cli.sub.users.code":
      "Bir kullanıcı için tek kullanımlık web giriş kodu yazdırır (ilk kullanımda veya 24 saatte geçersiz olur).",
    "cli.sub.users.quota":
      "Bir kullanıcının kotalarını ve kullanımını gösterir ya da ona özel sınırlar koyar.",
    "cli.sub.users.passwd": "Bir kullanıcının parolasını standart girdinin ilk satırından okuyarak ayarlar.",
    "cli.option.users.admin": "Kullanıcıyı yönetici yapar.",
    "cli.option.users.passwordStdin": "Parolayı standart girdinin ilk satırından okur.",
    "cli.option.users.jsonToken": "Metin yerine tek bir JSON nesnesi (\"token\" ile) yazdırır.",
    "cli.option.json": "JSON yazdırır.",
    "cli.option.jsonObject": "Metin yerine tek bir JSON nesnesi yazdırır.",
    "cli.option.users.tokenName": "Belirteç için bir etiket (varsayılan: \"cli\").",
    "cli.option.users.requestsPerMinute":
      "Bu kullanıcının bir UTC dakikasında yapabileceği istek sayısı (0 engeller; `default` sunucunun değerine döner).",
    "cli.option.users.analysesPerDay":
      "Bu kullanıcının bir UTC gününde yapabileceği analiz sayısı (0 engeller; `default` sunucunun değerine döner).",
    "cli.details.users.add":
      "--password-stdin olmadan kullanıcı, yazdırılan belirteçle ya da tek kullanımlık bir kodla (`visor users code AD`) giriş yapar.",
    "cli.details.users.quota":
      "Seçeneksiz kullanıldığında kullanıcının sınırlarını ve kalan hakkını yazdırır. Sunucunun varsayılanları `visor serve` komutunun --requests-per-minute ve --analyses-per-day seçeneklerinden gelir (VISOR_REQUESTS_PER_MINUTE, VISOR_ANALYSES_PER_DAY, config.json); görmek için bunları burada da verin. Çalışan bir sunucu değişikliği bir saniye içinde uygular.",
    "cli.users.quotaValue":
      "--{option} 0 ile {maximum} arasında bir tam sayı ya da `default` alır, \"{text}\" değil",
    "cli.users.listTakesNoName": "`visor users list` AD almaz",
    "cli.users.needsName": "tam olarak bir kullanıcı ADI verin",
    "cli.users.noSuchUser":
      "{store} içinde \"{name}\" adlı kullanıcı yok; `visor users list` komutuna bakın.",
    "cli.users.created": "\"{name}\" kullanıcısı oluşturuldu.",
    "cli.users.createdAdmin": "\"{name}\" kullanıcısı oluşturuldu (yönetici).",
    "cli.users.token": "API belirteci (yalnızca bir kez gösterilir; güvenli bir yerde saklayın): {token}",
    "cli.users.none":
      "Henüz kullanıcı yok; `visor serve` ilk açılışta yöneticiyi oluşturur, ya da `visor users add AD --admin` komutunu çalıştırın.",
    "cli.users.adminMark": "(yönetici)",
    "cli.users.removed": "\"{name}\" kullanıcısı tüm kayıtlarıyla birlikte silindi.",
    "cli.users.passwordChanged": "\"{name}\" kullanıcısının parolası değiştirildi.",
    "cli.users.quota.title": "\"{name}\" kullanıcısının kotaları (süreler UTC):",
    "cli.users.quota.requestsPerMinute": "dakikadaki istek",
    "cli.users.quota.analysesPerDay": "günlük analiz",
    "cli.users.quota.unlimited": "{label}: sınırsız",
    "cli.users.quota.own":
      "{label}: {limit} (bu kullanıcıya özel), {used} kullanıldı, {until} tarihine kadar {left} kaldı",
    "cli.users.quota.default":
      "{label}: {limit} (varsayılan), {used} kullanıldı, {until} tarihine kadar {left} kaldı",
    "cli.users.passwordStdin": "parola standart girdide bekleniyordu (örn. `echo \"$PASS\" | visor users …`)",
    "cli.sub.ask":
      "Bir fotoğraf hakkında yazılı ya da sesli bir soru sorar ve yanıtı yazdırır (isterseniz sesli de okur).",
    "cli.sub.describe": "Bir fotoğrafı betimler ve yanıtı yazdırır (isterseniz sesli de okur).",
    "cli.option.speak": "Yanıtı ayrıca sesli olarak FILE dosyasına kaydeder (.mp3, .opus veya .wav).",
    "cli.option.voice": "--speak için ses (bkz. `visor models list`).",
    "cli.option.mode":
      "describe (varsayılan), text, document, barcode, colour, light, people, car, cute veya find (--target ile).",
    "cli.option.target":
      "--mode find ile: Visor'a öğrettiğiniz bir eşya (visor things add), örn. anahtarlar.",
    "cli.option.model": "Fotoğrafa bakan model (varsayılan: görme sağlayıcısı, yoksa local/scene).",
    "cli.option.questionAudio": "Kaydedilmiş bir soru (WAV, MP3, WebM, MP4).",
    "cli.option.about":
      "Yeni bir FOTOĞRAF yerine kayıtlı bir analizin fotoğrafı hakkında ek soru sorar (kimliği `--json` çıktısından veya GET /api/v1/analyses ile).",
    "cli.option.prompt": "\"Describe exactly what you see.\" yerine.",
    "cli.option.user": "Bu kullanıcı olarak çalışır (varsayılan: ilk yönetici).",
    "cli.details.describe":
      "Veri klasörünün modelleriyle --user olarak çalışır (ya da çalışan bir Visor'da: `visor --server URL --token T describe …`) ve yanıtı web uygulaması gibi geçmişe kaydeder.",
    "cli.details.ask":
      "Veri klasörünün modelleriyle --user olarak çalışır (ya da çalışan bir Visor'da: `visor --server URL --token T ask …`) ve yanıtı web uygulaması gibi geçmişe kaydeder. --about ile model o analizin fotoğrafını ve önceki tüm soru ve yanıtları görür; yanıt onun yeni bir turu olarak kaydedilir (GET /api/v1/analyses/ID turları listeler).",
    "cli.setting.dataDir": "SQLite veritabanı, bloblar, anahtarlar ve sertifikalar için klasör.",
    "cli.setting.database":
      "Veri klasöründeki SQLite yerine PostgreSQL URL'si postgres://KULLANICI@SUNUCU:PORT/VT; parola URL'den değil, PGPASSWORD'den veya anahtar dosyasından gelir.",
    "cli.setting.blobs":
      "Veri klasöründeki dosyalar yerine S3 uyumlu depolama s3://BUCKET?endpoint=http://SUNUCU:PORT&path-style=true; kimlik bilgileri AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY (ortam veya anahtar dosyası) ve AWS_REGION'dan.",
    "cli.setting.config": "JSON yapılandırma dosyası (varsayılan: varsa <data-dir>/config.json).",
    "cli.setting.cacheDir": "Kurulumun yerel modelleri ve Python worker venv'ini koyduğu yer.",
    "cli.setting.modelsDir": "Yerel model dosyaları (varsayılan: <cache-dir>/models).",
    "cli.setting.python":
      "Yerel konuşma/sohbet worker'ları için Python (varsayılan: <cache-dir>/venv/bin/python).",
    "cli.setting.logLevel": "debug, info, warning veya error.",
    "cli.setting.keyFile":
      "Sağlayıcı API anahtarlarını, PGPASSWORD ve AWS_SECRET_ACCESS_KEY değerlerini tutan ANAHTAR=DEĞER satırlarından oluşan dosya (mod 0600).",
    "cli.setting.providerUrl": "OpenAI uyumlu bir sunucunun temel URL'si (Ollama, llama.cpp, vLLM).",
    "cli.setting.providerPreset": "--provider-url lehçesi: ollama, llamacpp veya vllm.",
    "cli.setting.providerVisionModel": "--provider-url üzerindeki görme modelinin adı (örn. llava).",
    "cli.setting.providerChatModel": "--provider-url üzerindeki sohbet modelinin adı.",
    "cli.setting.defaultVision":
      "Fotoğraf soruları için model kimliği (varsayılan: ilk görme modeli, yoksa local/scene).",
    "cli.setting.defaultChat":
      "Sohbetler için model kimliği (varsayılan: ilk uzak sohbet modeli, yoksa yerel).",
    "cli.setting.defaultSpeech": "Yanıtları seslendiren model kimliği (varsayılan: local/piper-joe).",
    "cli.setting.defaultTranscription":
      "Soruları yazıya döken model kimliği (varsayılan: local/whisper-base, yoksa local/whisper-tiny-en).",
    "cli.setting.passwordStrength":
      "Argon2id maliyeti: interactive, moderate (veya yalnızca testler için minimal).",
  ]

  static let cliTurkish: [MessageID: MessageTemplate] = cliTurkishLines.merging(
    cliTurkishAdmin.mapValues(MessageTemplate.init)
  ) { own, _ in own }

  static let cliRussianAdmin: [MessageID: String] = [
    "cli.help.usageLine": "Использование: {usage}",
    "cli.help.options": "Параметры:",
    "cli.help.default": "(по умолчанию: {value})",
    "cli.option.help": "Показать эту справку.",
    "cli.version": "visor, версия {version}",
    "cli.users.help.intro": "Управление учётными записями Visor в папке данных.",
    "cli.sub.users.add": "Создать пользователя и API-токен для него.",
    "cli.sub.users.list": "Показать список пользователей.",
    "cli.sub.users.remove": "Удалить пользователя со всеми его записями и файлами.",
    "cli.sub.users.token": "Создать новый API-токен для пользователя (показывается один раз).",
    "cli.sub.users.code":
      "Вывести одноразовый код входа в веб-приложение (действует до первого входа или 24 ч).",
    "cli.sub.users.quota": "Показать квоты и расход пользователя или задать ему собственные лимиты.",
    "cli.sub.users.passwd": "Задать пароль пользователя, прочитав его из первой строки стандартного ввода.",
    "cli.option.users.admin": "Сделать пользователя администратором.",
    "cli.option.users.passwordStdin": "Прочитать пароль из первой строки стандартного ввода.",
    "cli.option.users.jsonToken": "Вывести один объект JSON (с \"token\") вместо текста.",
    "cli.option.json": "Вывести JSON.",
    "cli.option.jsonObject": "Вывести один объект JSON вместо текста.",
    "cli.option.users.tokenName": "Метка токена (по умолчанию: \"cli\").",
    "cli.option.users.requestsPerMinute":
      "Сколько запросов пользователь может сделать за минуту UTC (0 блокирует; `default` возвращает значение сервера).",
    "cli.option.users.analysesPerDay":
      "Сколько анализов пользователь может запустить за сутки UTC (0 блокирует; `default` возвращает значение сервера).",
    "cli.details.users.add":
      "Без --password-stdin пользователь входит с выведенным токеном или одноразовым кодом (`visor users code ИМЯ`).",
    "cli.details.users.quota":
      "Без параметров выводит лимиты пользователя и остаток. Значения сервера по умолчанию берутся из --requests-per-minute и --analyses-per-day команды `visor serve` (VISOR_REQUESTS_PER_MINUTE, VISOR_ANALYSES_PER_DAY, config.json); укажите их и здесь, чтобы их увидеть. Работающий сервер применяет изменение в течение секунды.",
    "cli.users.quotaValue": "--{option} принимает целое число от 0 до {maximum} или `default`, а не «{text}»",
    "cli.users.listTakesNoName": "`visor users list` не принимает ИМЯ",
    "cli.users.needsName": "укажите ровно одно ИМЯ пользователя",
    "cli.users.noSuchUser": "В {store} нет пользователя «{name}»; см. `visor users list`.",
    "cli.users.created": "Пользователь «{name}» создан.",
    "cli.users.createdAdmin": "Пользователь «{name}» создан (администратор).",
    "cli.users.token": "API-токен (показывается один раз; храните его надёжно): {token}",
    "cli.users.none":
      "Пользователей пока нет; `visor serve` создаёт администратора при первом запуске, или выполните `visor users add ИМЯ --admin`.",
    "cli.users.adminMark": "(администратор)",
    "cli.users.removed": "Пользователь «{name}» удалён со всеми записями.",
    "cli.users.passwordChanged": "Пароль пользователя «{name}» изменён.",
    "cli.users.quota.title": "Квоты пользователя «{name}» (периоды по UTC):",
    "cli.users.quota.requestsPerMinute": "запросов в минуту",
    "cli.users.quota.analysesPerDay": "анализов в сутки",
    "cli.users.quota.unlimited": "{label}: без ограничений",
    "cli.users.quota.own":
      "{label}: {limit} (задано для этого пользователя), использовано {used}, осталось {left} до {until}",
    "cli.users.quota.default":
      "{label}: {limit} (по умолчанию), использовано {used}, осталось {left} до {until}",
    "cli.users.passwordStdin":
      "ожидался пароль на стандартном вводе (например, `echo \"$PASS\" | visor users …`)",
    "cli.sub.ask": "Задать вопрос о фото, текстом или голосом, и вывести ответ (по желанию — и озвучить).",
    "cli.sub.describe": "Описать фото и вывести ответ (по желанию — и озвучить).",
    "cli.option.speak": "Также записать озвученный ответ в FILE (.mp3, .opus или .wav).",
    "cli.option.voice": "Голос для --speak (см. `visor models list`).",
    "cli.option.mode":
      "describe (по умолчанию), text, document, barcode, colour, light, people, car, cute или find (с --target).",
    "cli.option.target": "С --mode find: вещь, которой вы научили Visor (visor things add), например ключи.",
    "cli.option.model":
      "Модель, которая смотрит на фото (по умолчанию: поставщик зрения, иначе local/scene).",
    "cli.option.questionAudio": "Записанный вопрос (WAV, MP3, WebM, MP4).",
    "cli.option.about":
      "Задать уточняющий вопрос о фото сохранённого анализа (его id из `--json` или GET /api/v1/analyses) вместо нового ФОТО.",
    "cli.option.prompt": "Вместо «Describe exactly what you see.»",
    "cli.option.user": "Действовать от имени этого пользователя (по умолчанию: первый администратор).",
    "cli.details.describe":
      "Работает на моделях папки данных от имени --user (или на запущенном Visor: `visor --server URL --token T describe …`) и сохраняет ответ в историю, как веб-приложение.",
    "cli.details.ask":
      "Работает на моделях папки данных от имени --user (или на запущенном Visor: `visor --server URL --token T ask …`) и сохраняет ответ в историю, как веб-приложение. С --about модель видит фото этого анализа и все прежние вопросы и ответы, а ответ сохраняется как очередной ход (GET /api/v1/analyses/ID перечисляет ходы).",
    "cli.setting.dataDir": "Папка для базы SQLite, блобов, ключей и сертификатов.",
    "cli.setting.database":
      "URL PostgreSQL postgres://ПОЛЬЗОВАТЕЛЬ@ХОСТ:ПОРТ/БД вместо SQLite в папке данных; пароль берётся из PGPASSWORD или файла ключей, никогда из URL.",
    "cli.setting.blobs":
      "S3-совместимое хранилище s3://BUCKET?endpoint=http://ХОСТ:ПОРТ&path-style=true вместо файлов в папке данных; учётные данные из AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY (окружение или файл ключей) и AWS_REGION.",
    "cli.setting.config": "Файл конфигурации JSON (по умолчанию: <data-dir>/config.json, если он есть).",
    "cli.setting.cacheDir": "Куда установка положила локальные модели и venv Python-воркера.",
    "cli.setting.modelsDir": "Файлы локальных моделей (по умолчанию: <cache-dir>/models).",
    "cli.setting.python":
      "Python для локальных воркеров речи и чата (по умолчанию: <cache-dir>/venv/bin/python).",
    "cli.setting.logLevel": "debug, info, warning или error.",
    "cli.setting.keyFile":
      "Файл (режим 0600) со строками КЛЮЧ=ЗНАЧЕНИЕ: API-ключи поставщиков, PGPASSWORD и AWS_SECRET_ACCESS_KEY.",
    "cli.setting.providerUrl": "Базовый URL сервера, совместимого с OpenAI (Ollama, llama.cpp, vLLM).",
    "cli.setting.providerPreset": "Диалект --provider-url: ollama, llamacpp или vllm.",
    "cli.setting.providerVisionModel": "Имя модели зрения на --provider-url (например, llava).",
    "cli.setting.providerChatModel": "Имя модели чата на --provider-url.",
    "cli.setting.defaultVision":
      "Id модели для вопросов о фото (по умолчанию: первая модель зрения, иначе local/scene).",
    "cli.setting.defaultChat":
      "Id модели для чатов (по умолчанию: первая удалённая модель чата, иначе локальная).",
    "cli.setting.defaultSpeech": "Id модели для озвучивания ответов (по умолчанию: local/piper-joe).",
    "cli.setting.defaultTranscription":
      "Id модели для расшифровки вопросов (по умолчанию: local/whisper-base, иначе local/whisper-tiny-en).",
    "cli.setting.passwordStrength":
      "Стоимость Argon2id: interactive, moderate (или minimal, только для тестов).",
  ]

  static let cliRussian: [MessageID: MessageTemplate] = cliRussianLines.merging(
    cliRussianAdmin.mapValues(MessageTemplate.init)
  ) { own, _ in own }

  static let cliArabicAdmin: [MessageID: String] = [
    "cli.help.usageLine": "الاستخدام: {usage}",
    "cli.help.options": "الخيارات:",
    "cli.help.default": "(الافتراضي: {value})",
    "cli.option.help": "يعرض هذه المساعدة.",
    "cli.version": "visor، الإصدار {version}",
    "cli.users.help.intro": "يدير حسابات Visor في مجلد بيانات.",
    "cli.sub.users.add": "ينشئ مستخدمًا ورمز API له.",
    "cli.sub.users.list": "يعرض قائمة المستخدمين.",
    "cli.sub.users.remove": "يحذف مستخدمًا مع كل سجلاته وملفاته.",
    "cli.sub.users.token": "ينشئ رمز API جديدًا لمستخدم (يُعرض مرة واحدة).",
    "cli.sub.users.code":
      "يطبع رمز دخول إلى الويب لمرة واحدة (تنتهي صلاحيته عند أول استخدام أو بعد 24 ساعة).",
    "cli.sub.users.quota": "يعرض حصص المستخدم واستهلاكه، أو يضبط حدودًا خاصة به.",
    "cli.sub.users.passwd": "يضبط كلمة مرور المستخدم، مقروءة من السطر الأول من الإدخال القياسي.",
    "cli.option.users.admin": "يجعل المستخدم مديرًا.",
    "cli.option.users.passwordStdin": "يقرأ كلمة المرور من السطر الأول من الإدخال القياسي.",
    "cli.option.users.jsonToken": "يطبع كائن JSON واحدًا (فيه \"token\") بدل النص.",
    "cli.option.json": "يطبع JSON.",
    "cli.option.jsonObject": "يطبع كائن JSON واحدًا بدل النص.",
    "cli.option.users.tokenName": "تسمية للرمز (الافتراضي: \"cli\").",
    "cli.option.users.requestsPerMinute":
      "عدد الطلبات المسموح بها لهذا المستخدم في دقيقة UTC (0 يحظره؛ `default` يعيد قيمة الخادم).",
    "cli.option.users.analysesPerDay":
      "عدد التحليلات المسموح بها لهذا المستخدم في يوم UTC (0 يحظره؛ `default` يعيد قيمة الخادم).",
    "cli.details.users.add":
      "من دون --password-stdin يدخل المستخدم بالرمز المطبوع أو برمز لمرة واحدة (`visor users code NAME`).",
    "cli.details.users.quota":
      "من دون خيارات يطبع حدود المستخدم وما تبقى له. القيم الافتراضية للخادم تأتي من --requests-per-minute و--analyses-per-day في `visor serve` (VISOR_REQUESTS_PER_MINUTE وVISOR_ANALYSES_PER_DAY وconfig.json)؛ اضبطها هنا أيضًا لتراها. الخادم العامل يطبّق التغيير خلال ثانية.",
    "cli.users.quotaValue": "يقبل --{option} عددًا صحيحًا من 0 إلى {maximum} أو `default`، وليس \"{text}\"",
    "cli.users.listTakesNoName": "لا يقبل `visor users list` اسمًا",
    "cli.users.needsName": "حدّد اسم مستخدم واحدًا بالضبط",
    "cli.users.noSuchUser": "لا يوجد مستخدم \"{name}\" في {store}؛ راجع `visor users list`.",
    "cli.users.created": "أُنشئ المستخدم \"{name}\".",
    "cli.users.createdAdmin": "أُنشئ المستخدم \"{name}\" (مدير).",
    "cli.users.token": "رمز API (يُعرض مرة واحدة؛ احفظه في مكان آمن): {token}",
    "cli.users.none":
      "لا يوجد مستخدمون بعد؛ ينشئ `visor serve` المدير عند أول تشغيل، أو شغّل `visor users add NAME --admin`.",
    "cli.users.adminMark": "(مدير)",
    "cli.users.removed": "حُذف المستخدم \"{name}\" مع كل سجلاته.",
    "cli.users.passwordChanged": "تغيّرت كلمة مرور \"{name}\".",
    "cli.users.quota.title": "حصص \"{name}\" (الفترات بتوقيت UTC):",
    "cli.users.quota.requestsPerMinute": "الطلبات في الدقيقة",
    "cli.users.quota.analysesPerDay": "التحليلات في اليوم",
    "cli.users.quota.unlimited": "{label}: بلا حد",
    "cli.users.quota.own": "{label}: {limit} (مضبوط لهذا المستخدم)، استُخدم {used}، وتبقى {left} حتى {until}",
    "cli.users.quota.default": "{label}: {limit} (الافتراضي)، استُخدم {used}، وتبقى {left} حتى {until}",
    "cli.users.passwordStdin":
      "كان متوقعًا أن تأتي كلمة المرور على الإدخال القياسي (مثلًا `echo \"$PASS\" | visor users …`)",
    "cli.sub.ask": "يطرح سؤالًا عن صورة، مكتوبًا أو منطوقًا، ويطبع الإجابة (وينطقها إن شئت).",
    "cli.sub.describe": "يصف صورة ويطبع الإجابة (وينطقها إن شئت).",
    "cli.option.speak": "يحفظ الإجابة منطوقة أيضًا في FILE (بصيغة .mp3 أو .opus أو .wav).",
    "cli.option.voice": "الصوت المستخدم مع --speak (راجع `visor models list`).",
    "cli.option.mode":
      "describe (الافتراضي)، text، document، barcode، colour، light، people، car، cute، أو find (مع --target).",
    "cli.option.target": "مع --mode find: شيء علّمته لـ Visor (visor things add)، مثل المفاتيح.",
    "cli.option.model": "النموذج الذي ينظر إلى الصورة (الافتراضي: مزوّد الرؤية، وإلا local/scene).",
    "cli.option.questionAudio": "سؤال مسجَّل (WAV، MP3، WebM، MP4).",
    "cli.option.about":
      "يطرح سؤال متابعة عن صورة تحليل محفوظ (معرّفه من `--json` أو من GET /api/v1/analyses) بدل صورة جديدة.",
    "cli.option.prompt": "بدل \"Describe exactly what you see.\"",
    "cli.option.user": "يعمل باسم هذا المستخدم (الافتراضي: أول مدير).",
    "cli.details.describe":
      "يعمل على نماذج مجلد البيانات باسم --user (أو على Visor يعمل: `visor --server URL --token T describe …`) ويحفظ الإجابة في السجل، كما يفعل تطبيق الويب.",
    "cli.details.ask":
      "يعمل على نماذج مجلد البيانات باسم --user (أو على Visor يعمل: `visor --server URL --token T ask …`) ويحفظ الإجابة في السجل، كما يفعل تطبيق الويب. مع --about يرى النموذج صورة ذلك التحليل وكل الأسئلة والإجابات السابقة، وتُحفظ الإجابة جولةً جديدة منه (GET /api/v1/analyses/ID يعرض الجولات).",
    "cli.setting.dataDir": "مجلد قاعدة بيانات SQLite والملفات المخزنة والمفاتيح والشهادات.",
    "cli.setting.database":
      "عنوان PostgreSQL بصيغة postgres://USER@HOST:PORT/DB بدل SQLite في مجلد البيانات؛ كلمة المرور تأتي من PGPASSWORD أو ملف المفاتيح، وليس من العنوان أبدًا.",
    "cli.setting.blobs":
      "تخزين متوافق مع S3 بصيغة s3://BUCKET?endpoint=http://HOST:PORT&path-style=true بدل الملفات في مجلد البيانات؛ بيانات الاعتماد من AWS_ACCESS_KEY_ID وAWS_SECRET_ACCESS_KEY (البيئة أو ملف المفاتيح) وAWS_REGION.",
    "cli.setting.config": "ملف إعدادات JSON (الافتراضي: <data-dir>/config.json إن وُجد).",
    "cli.setting.cacheDir": "حيث وضع الإعداد النماذج المحلية وبيئة venv لعامل Python.",
    "cli.setting.modelsDir": "ملفات النماذج المحلية (الافتراضي: <cache-dir>/models).",
    "cli.setting.python": "Python لعمّال الكلام والمحادثة المحليين (الافتراضي: <cache-dir>/venv/bin/python).",
    "cli.setting.logLevel": "debug أو info أو warning أو error.",
    "cli.setting.keyFile":
      "ملف (بصلاحيات 0600) من أسطر KEY=VALUE يحوي مفاتيح API للمزوّدين وPGPASSWORD وAWS_SECRET_ACCESS_KEY.",
    "cli.setting.providerUrl": "العنوان الأساسي لخادم متوافق مع OpenAI (Ollama، llama.cpp، vLLM).",
    "cli.setting.providerPreset": "لهجة --provider-url: ollama أو llamacpp أو vllm.",
    "cli.setting.providerVisionModel": "اسم نموذج الرؤية على --provider-url (مثل llava).",
    "cli.setting.providerChatModel": "اسم نموذج المحادثة على --provider-url.",
    "cli.setting.defaultVision": "معرّف النموذج لأسئلة الصور (الافتراضي: أول نموذج رؤية، وإلا local/scene).",
    "cli.setting.defaultChat": "معرّف النموذج للمحادثات (الافتراضي: أول نموذج محادثة بعيد، وإلا المحلي).",
    "cli.setting.defaultSpeech": "معرّف النموذج الذي ينطق الإجابات (الافتراضي: local/piper-joe).",
    "cli.setting.defaultTranscription":
      "معرّف النموذج الذي يفرّغ الأسئلة نصًّا (الافتراضي: local/whisper-base، وإلا local/whisper-tiny-en).",
    "cli.setting.passwordStrength": "كلفة Argon2id: interactive أو moderate (أو minimal للاختبارات فقط).",
  ]

  static let cliArabic: [MessageID: MessageTemplate] = cliArabicLines.merging(
    cliArabicAdmin.mapValues(MessageTemplate.init)
  ) { own, _ in own }
}
