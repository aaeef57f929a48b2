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
    "cli.sub.serve": "Run the Visor server: the web app at / and the API under /api/v1.",
    "cli.details.serve":
      "The first start on an empty data folder creates the admin account and prints a one-time sign-in code.\n--lan serves phones on your network over HTTPS (browsers allow camera and microphone only on HTTPS);\nwithout --tls-cert/--tls-key it creates a self-signed certificate in <data-dir>/tls and prints its fingerprint.\nSIGINT/SIGTERM stop accepting connections and let in-flight requests finish (--shutdown-grace seconds).",
    "cli.setting.host": "Address to listen on (--lan listens on all interfaces).",
    "cli.setting.port": "TCP port to listen on (0 picks a free one).",
    "cli.setting.lan":
      "Serve phones on the local network: all interfaces, HTTPS with a self-signed certificate.",
    "cli.setting.tlsCert": "PEM certificate file for HTTPS.",
    "cli.setting.tlsKey": "PEM private key file for HTTPS.",
    "cli.setting.maxBodyMb": "Largest request body in megabytes (413 above).",
    "cli.setting.maxHeaderKb": "Largest request header block in kilobytes (431 above).",
    "cli.setting.clientTimeout":
      "Seconds a client may take to send a request's headers (408 after) or stay idle before it is disconnected.",
    "cli.setting.maxConnections":
      "Most simultaneous connections; when full, the oldest idle one is closed, else a new one gets a JSON 503.",
    "cli.setting.maxConnectionsPerAddress":
      "Most simultaneous connections from one client address (0: no limit), so one address cannot starve the others.",
    "cli.setting.trustedProxy":
      "A reverse proxy's address or CIDR block (repeatable, or comma-separated) whose X-Forwarded-For sets the client address.",
    "cli.setting.shutdownGrace": "Seconds in-flight requests may finish after SIGINT/SIGTERM.",
    "cli.setting.webDir": "Folder of the web app (default: the folder \"Web\" next to the sources).",
    "cli.setting.imageMaxSide": "Long side in pixels that uploaded photos are scaled down to.",
    "cli.setting.imageMaxMegapixels": "Largest photo accepted, in megapixels (422 above).",
    "cli.setting.crossChecks":
      "Check a vision provider's answers against the offline engine's own measurements (text, people, codes, colour) and say when they disagree; false saves the CPU this costs.",
    "cli.setting.faces":
      "Let people teach faces and be told who is in front of them (decision 038); false turns the feature off for everyone.",
    "cli.setting.meaningSearch":
      "Search the history and chats by meaning too, across languages, with multilingual-e5-small when setup installed it (decision 042); false: full text only.",
    "cli.setting.warm":
      "Comma-separated local models to load at start (e.g. local/scene,local/piper-joe), or 'all' (every local/… and registered custom/… model).",
    "cli.setting.sessionDays": "Days a web sign-in lasts.",
    "cli.setting.requestsPerMinute":
      "Default limit of API requests per user in a UTC minute (429 above; unset: unlimited); admins override it per user.",
    "cli.setting.analysesPerDay":
      "Default limit of analyses (analyze, follow-ups, identify, /analyzeImageContents) per user in a UTC day (429 above; unset: unlimited); admins override it per user.",
    "cli.setting.liveProviderInterval":
      "Seconds a live camera session waits between calls to the vision provider (describe and ask; only when the view changed); offline channels run on every changed frame.",
    "cli.setting.maxLiveSessions":
      "Most live camera sessions (GET /api/v1/live) open at once on this instance (503 above); each credential has one.",
    "cli.setting.maxPhotoWork":
      "Uploaded photos (analyses, identifications, classifications) worked on at once (unset: four per core, at most one per 512 MB of memory); the rest wait their turn in order.",
    "cli.setting.maxPhotoWait":
      "Seconds an upload may be expected to wait for its turn; beyond that it is refused at once with 503 and Retry-After, before its body is read.",
    "cli.setting.helpExpirySeconds":
      "Seconds a request sent to the user's helpers waits for a person before the asker hears that nobody could answer.",
    "cli.setting.iceServer":
      "A STUN or TURN server for calls between helpers across networks: stun:HOST:PORT or turn:HOST:PORT (repeatable); TURN credentials from VISOR_TURN_USERNAME / VISOR_TURN_PASSWORD. Not needed on one LAN.",
    "cli.setting.turnUsername": "The TURN server's username for calls.",
    "cli.setting.turnPassword": "The TURN server's password for calls.",
    "cli.setting.blobGraceSeconds":
      "Maintenance never deletes a stored photo or file younger than this, even when no record refers to it yet (a request may be saving it).",
    "cli.setting.maintenanceIntervalSeconds":
      "How often `visor serve` removes orphaned blobs and expired sign-ins (0: never; run `visor maintenance` instead).",
    "cli.setting.outboxIntervalSeconds":
      "How often `visor serve` retries work queued by deletes, such as deleting a deleted photo's blob (it also runs right after each delete; 0: only then and in `visor maintenance`).",
    "cli.setting.openaiApiKey": "OpenAI API key; enables OpenAI models.",
    "cli.setting.geminiApiKey": "Gemini API key; enables Gemini models.",
    "cli.setting.providerApiKey": "API key for --provider-url, if it needs one.",
    "cli.setting.providerIdleTimeout":
      "Seconds a provider may stay silent in the middle of an answer before the request fails (504).",
    "cli.setting.providerTimeout": "Seconds a provider's whole answer may take (504 after).",
    "cli.setting.imageTimeout":
      "Seconds an image generation may take (it is not streamed: nothing arrives until the image is done).",
    "cli.setting.providerMaxAnswerKb":
      "Largest JSON answer (a chat completion in one piece, a transcription) accepted from a provider, in kilobytes.",
    "cli.setting.providerMaxMediaMb":
      "Largest generated image or speech audio accepted from a provider, in megabytes.",
    "cli.setting.providerMaxEventKb":
      "Largest single server-sent event of a provider's stream, in kilobytes.",
    "cli.setting.providerMaxStreamMb":
      "Most bytes of one streamed provider answer, all its events together, in megabytes.",
    "cli.setting.maxAnswerCharacters":
      "Most characters of one model answer; a longer one fails (502) and nothing is saved or spoken.",
    "cli.setting.defaultImageGeneration": "Model id for image generation (needs a provider).",
    "cli.sub.car": "Identify the car in a photo and save it to the garage.",
    "cli.details.car":
      "Without a vision provider Visor works offline: body type from the ImageNet classifier and the measured colour only.",
    "cli.option.car.crop": "Crop box in fractions (0…1) of the upright photo, e.g. 0.5,0.1,0.4,0.3.",
    "cli.option.car.model": "Vision model id (default: the configured vision model, else offline).",
    "cli.sub.garage.delete": "Delete a car and its photo.",
    "cli.sub.garage.list": "List the cars in the garage, newest first.",
    "cli.option.garage.list.limit": "How many (default 20, at most 200).",
    "cli.sub.garage.show": "Show one car.",
    "cli.sub.classify": "Classify a photo (top 5; cute/notcute with --model cute).",
    "cli.option.classify.model": "Classifier (default local/imagenet; cute = local/cute).",
    "cli.sub.recognizers.add": "Add a recogniser template (admins).",
    "cli.option.recognizers.add.name": "Lowercase name used in paths (e.g. plant).",
    "cli.option.recognizers.add.title": "Human title (e.g. Plant).",
    "cli.option.recognizers.add.prompt": "What the vision model should identify.",
    "cli.option.recognizers.add.schema":
      "JSON Schema of the fields (object of string/number/integer/boolean properties).",
    "cli.option.recognizers.add.titleField": "String field naming each record.",
    "cli.sub.recognizers.list": "List recogniser templates (the built-in car first).",
    "cli.sub.faces.add": "Teach a person's face from 1–10 photos (3 or more recommended).",
    "cli.sub.faces.list": "List the faces you taught.",
    "cli.sub.faces.remove": "Forget one (by id or name): its embeddings at once, its photos soon after.",
    "cli.sub.things.add": "Teach one of your things from 1–10 photos (3 or more recommended).",
    "cli.sub.things.list": "List the things you taught.",
    "cli.sub.helpers.accept": "Accept an invitation to help (its id from `visor helpers list`).",
    "cli.sub.helpers.everyone": "Make a user a helper for everyone on this Visor (--off ends it).",
    "cli.option.helpers.everyone.off": "No longer a helper for everyone.",
    "cli.sub.helpers.invite": "Invite someone on this Visor to be a user's helper.",
    "cli.sub.helpers.list": "A user's helpers and the people they help.",
    "cli.sub.helpers.remove": "End a helper link, from either side.",
    "cli.sub.models.add": "Register a GGUF chat model (with --mmproj: a vision model) or an ONNX classifier.",
    "cli.details.models.add":
      "A .gguf file is checked by reading its header: it must be a chat model (it has a chat template), and an --mmproj file a CLIP vision projector. Capabilities, context length and size come from the metadata, never from the file name. The file is referenced, not copied: keep it where it is. The model runs in a llama.cpp worker that starts on first use (or `visor models warm custom/NAME`). A running server sees it after a restart; POST /api/v1/admin/models registers it at once. A .onnx file is added as with `visor models add-classifier`.",
    "cli.option.models.add.mmproj":
      "The model's vision projector (mmproj-….gguf): the model then also sees images.",
    "cli.option.models.add.name": "Registered as custom/NAME (default: the file name).",
    "cli.option.models.add.replace": "Replace a registered model with the same name.",
    "cli.option.models.add.chatFormat":
      "llama-cpp-python chat handler of a vision model (default mtmd; e.g. llava-1-5, qwen2.5-vl).",
    "cli.option.models.add.labels": "One label per line, in output order.",
    "cli.option.models.add.size": "Square input size (default 299).",
    "cli.option.models.add.resize":
      "Resize the shorter side to this before the centre crop (default: the input size; 0 stretches).",
    "cli.option.models.add.mean": "Per-channel mean on 0…1 pixels: 0.5 or 0.485,0.456,0.406 (default 0).",
    "cli.option.models.add.std": "Per-channel std: 0.5 or 0.229,0.224,0.225 (default 1).",
    "cli.sub.models.addClassifier": "Add a custom ONNX image classifier (instance-wide).",
    "cli.details.models.addClassifier":
      "The model is checked with a forward pass on a dummy input. OpenCV 4.6 runs it: export with ONNX opset 10 or lower (torch.onnx.export(…, opset_version=10)). A running server sees it after a restart (or add it with POST /api/v1/classifiers).",
    "cli.sub.models.list":
      "List the models of this data folder as this command loads them: capabilities, state (this process's, not a running server's), memory and notes.",
    "cli.sub.models.remove":
      "Unregister a model added with `models add` or a custom classifier (files are kept).",
    "cli.details.models.remove":
      "A registered GGUF's file is never deleted; a custom classifier's copy in the data folder is. Built-in models cannot be removed.",
    "cli.sub.models.warm": "Load local models now and report load time and memory (checks they work).",
    "cli.details.models.warm":
      "Loading is lazy by default; `visor serve --warm all` (or a list of ids) loads models in the background at start.",
    "cli.sub.config": "Print the effective configuration with where each value came from (secrets redacted).",
    "cli.sub.maintenance":
      "Do the work deletes queued (their blobs), remove orphaned blobs, leftovers of interrupted writes and expired sign-ins (one pass).",
    "cli.details.maintenance":
      "Safe while `visor serve` runs on the same data folder: a stored photo that no record refers to yet\nmay belong to a request being saved, so nothing younger than --blob-grace-seconds (default 3600) is\ndeleted. `visor serve` runs the same pass at start and every --maintenance-interval-seconds.\nFirst it works through the outbox: the blobs of deleted records, queued in the delete's own\ntransaction and retried until the blob store accepts (serve also does this right after each\ndelete and every --outbox-interval-seconds).",
    "cli.option.maintenance.dryRun": "Count what would be removed; delete nothing.",
    "cli.option.maintenance.json": "Print the report as JSON.",
    "cli.sub.backup":
      "Copy the data folder (database, photos, audio, classifiers, model records) into one file.",
    "cli.details.backup":
      "Safe while `visor serve` runs on the same data folder: the database is copied from a snapshot, then\nthe photos and audio its records refer to, each with its SHA-256. The file is an SQLite database\n(`sqlite3 FILE .tables` opens it). Restore it with `visor restore FILE --data-dir D`. For PostgreSQL\nand S3 deployments use pg_dump and the bucket's versioning instead.",
    "cli.option.backup.to": "The backup file to write (must not exist).",
    "cli.sub.restore": "Restore a `visor backup` file into a data folder.",
    "cli.details.restore":
      "Checks every item's checksum; the database goes in place last, so an interrupted restore can be\nrun again (with --force). Stop `visor serve` on that data folder first.",
    "cli.option.restore.force": "Replace the Visor already in the data folder.",
    "cli.sub.migrate":
      "Copy the embedded install (SQLite + files) into PostgreSQL + S3, verified; resumable.",
    "cli.details.migrate":
      "Stop `visor serve` on the data folder first: nothing else may write while the copy runs. Every\ntable is copied, parents first, in batches of 500 rows, each batch's photos and audio just before\nits rows (then the blobs no row names); at the end the row counts and every blob's SHA-256 are\ncompared on both sides. Progress goes to stderr\n(\"users 3/3, analyses 120/400, …, blobs 512/1024\"). A target that already holds data is refused\nunless --resume is given; an interrupted run (Ctrl-C, kill -9, a lost connection) is finished by\nrunning the same command again with --resume, which skips what is already there and rewrites a\nblob whose bytes differ. The password comes from\nPGPASSWORD and the bucket's keys from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (environment or\n--key-file). Afterwards start Visor with --database and --blobs naming the target; keep the data\nfolder until you have checked the new deployment.",
    "cli.option.migrate.toDatabase":
      "The PostgreSQL database to copy into: postgres://user@host:port/db (password from PGPASSWORD).",
    "cli.option.migrate.toBlobs":
      "The bucket to copy the photos and audio into: s3://bucket?endpoint=…&path-style=true.",
    "cli.option.migrate.resume":
      "Continue an interrupted migration into a target that already holds part of the copy.",
    "cli.sub.providers":
      "List the configured models and providers, or test that each remote provider answers.",
    "cli.details.providers":
      "list: every model with its capabilities and state (local models: loaded, not loaded, missing), then\n  each capability: the model that does it, or how to add it (environment variables, flags).\ntest: sends a tiny request (GET /models) to each remote provider and says whether the URL and key work.\nAPI keys come from VISOR_OPENAI_API_KEY, VISOR_GEMINI_API_KEY, VISOR_PROVIDER_API_KEY or the key file.",
    "cli.sub.chat": "Chat with a model: an interactive session, or one message with --message.",
    "cli.details.chat":
      "Interactive: type a message and press Enter; the reply streams in. /new starts a new chat, /quit\n(or end of input, Ctrl-D) leaves. Chats are saved and show up in the web app.\nRemote: `visor --server URL --token T chat` runs the same session against a running Visor (the\ntoken's account; --user and the data-folder settings do not apply).",
    "cli.option.chat.model": "Model id (default: the chat default; see `visor models`).",
    "cli.option.chat.message": "Send one message, print the reply and exit.",
    "cli.option.chat.chat": "Continue an existing chat instead of starting one.",
    "cli.option.chat.json": "With --message: print the reply as JSON.",
    "cli.sub.imagine": "Generate an image from a prompt (needs an image provider).",
    "cli.details.imagine":
      "The image is also saved in the user's gallery (GET /api/v1/images). Configure a provider first, e.g. VISOR_OPENAI_API_KEY.",
    "cli.option.imagine.output": "Where to write the image (-o works too; default: visor-<id>.<ext> here).",
    "cli.option.imagine.size":
      "One of 256x256, 512x512, 1024x1024, 1024x1792, 1792x1024, 1024x1536, 1536x1024 (default 1024x1024).",
    "cli.option.imagine.json": "Print the gallery record as JSON.",
    "cli.sub.live":
      "Play frames from a video, a y4m or a folder of photos through a live session and print what is said.",
    "cli.details.live":
      "Each saying is printed on a line of its own, as it is said; errors go to stderr and the session goes on. A folder: its photos (jpg, png, webp, heic, gif) in name order, one a second. A y4m or a video: one frame per second of it, decoded with the ffmpeg command (install ffmpeg). Each frame waits for its answer before the next is sent. Exits 0 at the end of the input, 1 when the server ends the session. Without --server it runs on the data folder's offline models as --user (default: the first admin); with --server (or VISOR_URL/VISOR_TOKEN) on that server, over ws:// or, for an https:// server, wss:// (its certificate checked against the system's CA store, or the file CURL_CA_BUNDLE names).",
    "cli.option.live.mode":
      "text, describe (default), people, barcode, colour, light or find (with --target).",
    "cli.option.live.target":
      "What find looks for: person, text, barcode, face, or a thing or person you taught, by name.",
    "cli.option.live.interval":
      "Time between frames sent (default 1; 0 sends each frame as soon as the last was answered).",
    "cli.option.live.verbose": "Also print quiet frames (unchanged, nothing, busy).",
    "cli.error.unexpectedArgument": "unexpected argument \"{argument}\"",
    "cli.error.optionRequired": "--{option} is required",
    "cli.serve.network": "on your network: {url}",
    "cli.serve.fingerprint": "TLS certificate SHA-256 fingerprint: {fingerprint}",
    "cli.serve.selfSigned": "(self-signed; see README, \"Phones\", to trust it on iOS and Android)",
    "cli.serve.firstRun": "First run: created the admin account \"{name}\".",
    "cli.serve.signInOnce": "Sign in once with this one-time code (it expires on first use or in 24 hours):",
    "cli.serve.orOpen": "or open {url}",
    "cli.serve.thenPassword":
      "Then set a password in Settings, or create an API token with `visor users token admin`.",
    "cli.serve.shuttingDown": "Shutting down: finishing in-flight requests (up to {seconds} s)…",
    "cli.config.onlyShow": "the config command has one subcommand: `visor config show`",
    "cli.backup.unexpectedArgument": "unexpected argument \"{argument}\"; give the file with --to FILE",
    "cli.backup.needsTo": "give the backup file with --to FILE",
    "cli.backup.wrote": "Wrote {path}",
    "cli.restore.needsFile": "give exactly one backup FILE",
    "cli.restore.restored": "Restored into {path}",
    "cli.backup.report": "{done}: {blobs} photos and audio files, {files} other files, {megabytes} MB.",
    "cli.backup.missing":
      "{count} files were deleted with their records while the backup ran; they are not in it.",
    "cli.migrate.needsDatabase": "give the target database with --to-database postgres://user@host:port/db",
    "cli.migrate.needsBlobs": "give the target bucket with --to-blobs s3://bucket?endpoint=…",
    "cli.migrate.done": "Copied and verified: {rows}; {blobs} blobs (SHA-256 checked).",
    "cli.migrate.next":
      "Next: start Visor with --database {database} --blobs {blobs}, and keep {folder} until you have checked it.",
    "cli.models.needsName": "give exactly one model NAME (custom/NAME)",
    "cli.models.listTakesNoArguments": "`visor models list` takes no arguments",
    "cli.models.listTitle":
      "Models registered in {path}, as this command sees them (states are this process's, not a running server's; ask a server with GET /api/v1/models):",
    "cli.models.defaultFor": "default for {uses}",
    "cli.models.inMemory": "{megabytes} MB in memory",
    "cli.models.voices": "voices: {voices}",
    "cli.models.parameters": "{count} parameters",
    "cli.models.context": "context {tokens}",
    "cli.models.fileSize": "{size} file",
    "cli.models.megabytes": "{n} MB",
    "cli.models.bytes": "{n} bytes",
    "cli.backup.progress.database": "Copying the database…",
    "cli.backup.progress.files": "Copying {count} photos and audio files…",
    "cli.backup.progress.count": "  {done} of {total}",
    "cli.restore.progress.files": "Restoring photos, audio and files…",
    "cli.restore.progress.database": "Restoring the database…",
    "cli.migrate.progress.outbox": "outbox: {count} queued deletions done before copying",
    "cli.models.noSuchModel": "There is no model \"{id}\"; see `visor models list`.",
    "cli.models.notInstalled": "not installed",
    "cli.models.nothingToLoad": "nothing to load ({state})",
    "cli.models.loadedIn": "{state} in {seconds} s",
    "cli.models.needsFile": "give exactly one model file (.gguf or .onnx)",
    "cli.models.ggufOnly": "--{option} is for .gguf models, not ONNX classifiers",
    "cli.models.replaceGGUFOnly": "--replace is for .gguf models; remove the classifier first",
    "cli.models.noFile": "There is no file at {path} — check the path of the .gguf or .onnx model file.",
    "cli.models.notAModel": "{file} is neither a GGUF model (.gguf) nor an ONNX classifier (.onnx)",
    "cli.models.onnxOnly": "--{option} is for ONNX classifiers, not .gguf models",
    "cli.models.needsONNX": "give exactly one model.onnx file",
    "cli.models.needsLabels": "--labels FILE is required",
    "cli.models.wholePixels": "--{option} must be a whole number of pixels",
    "cli.models.added":
      "Added {id} [{capabilities}]: {facts}.\nChat with it: `visor chat --model {id}`, or \"model\": \"{id}\" in API requests. It loads on first use (`visor models warm {id}` loads it now); a running server sees it after a restart.",
    "cli.models.addedClassifier":
      "Added {id}: {labels} labels, {size}×{size} input. Use it with `visor classify PHOTO --model {name}` or POST /api/v1/classify (model={id}).",
    "cli.recognizers.unexpected": "unexpected {argument}",
    "cli.recognizers.added": "Added recogniser \"{name}\": POST /api/v1/recognizers/{name}/identify",
    "cli.recognizers.builtIn": "(built in)",
    "cli.providers.usage": "use `visor providers list` or `visor providers test`",
    "cli.providers.capabilities": "Capabilities:",
    "cli.providers.notConfigured": "not configured. {how}",
    "cli.providers.noRemote":
      "No remote provider is configured; Visor runs on its offline engine. See the README, \"Configuration\".",
    "cli.classify.model": "model: {model}",
    "cli.helpers.labelHelper": "helper",
    "cli.helpers.labelHelping": "helping",
    "cli.helpers.forEveryone": "for everyone",
    "cli.error.remoteModelsOnlyList":
      "in remote mode only `visor models list` runs (the server's models and their states)",
    "cli.faces.photoCount": "({count} photos)",
    "cli.car.hp": "{value} hp",
    "cli.car.topSpeed": "top speed {value} km/h",
    "cli.car.zeroToHundred": "0–100 km/h in {value} s",
    "cli.car.performance": "performance: {value}",
    "cli.car.cylinders": "{count} cylinders",
    "cli.car.engine": "engine: {value}",
    "cli.car.paintCode": "paint code {value}",
    "cli.car.measured": "measured {value}",
    "cli.car.colour": "colour: {value}",
    "cli.car.confidence": "confidence {value}",
    "cli.car.model": "model {value}",
    "cli.error.cannotReadModelFile": "cannot read the model file {path}",
    "cli.error.cannotReadLabelsFile": "cannot read the labels file {path}",
    "cli.error.cannotReadSchemaFile": "cannot read the schema file {path}",
    "cli.maintenance.removedBoth": "Removed {leftovers} and {signIns}.",
  ]

  static let cliEnglishAdminPlural: [MessageID: MessageTemplate] = [
    "cli.maintenance.removedOrphans": .plural(
      "count",
      [
        .one: "Removed {count} orphaned blob (no record refers to it, older than {grace} s).",
        .other: "Removed {count} orphaned blobs (no record refers to them, older than {grace} s).",
      ]),
    "cli.maintenance.wouldRemoveOrphans": .plural(
      "count",
      [
        .one: "Would remove {count} orphaned blob (no record refers to it, older than {grace} s).",
        .other: "Would remove {count} orphaned blobs (no record refers to them, older than {grace} s).",
      ]),
    "cli.maintenance.leftovers": .plural(
      "count",
      [.one: "{count} leftover of an interrupted write", .other: "{count} leftovers of interrupted writes"]),
    "cli.maintenance.expiredSignIns": .plural(
      "count", [.one: "{count} expired sign-in", .other: "{count} expired sign-ins"]),
    "cli.maintenance.didDeletions": .plural(
      "count",
      [
        .one: "Did {count} queued deletion; {failed} failed and will be retried.",
        .other: "Did {count} queued deletions; {failed} failed and will be retried.",
      ]),
    "cli.maintenance.waiting": .plural(
      "count",
      [
        .one:
          "{count} queued deletion is still waiting (the blob store may be unreachable; they are retried).",
        .other:
          "{count} queued deletions are still waiting (the blob store may be unreachable; they are retried).",
      ]),
    "cli.maintenance.kept": .plural(
      "count",
      [
        .one: "Kept {count} unreferenced blob younger than {grace} s: a request may still be saving it.",
        .other: "Kept {count} unreferenced blobs younger than {grace} s: a request may still be saving them.",
      ]),
  ]

  static let cliEnglish: [MessageID: MessageTemplate] = cliEnglishLines.merging(
    cliEnglishAdmin.mapValues(MessageTemplate.init).merging(cliEnglishAdminPlural) { own, _ in own }
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
    "cli.sub.serve": "Arranca el servidor de Visor: la aplicación web en / y la API bajo /api/v1.",
    "cli.details.serve":
      "El primer arranque con una carpeta de datos vacía crea la cuenta de administrador e imprime un código de acceso de un solo uso.\n--lan sirve a los móviles de tu red por HTTPS (los navegadores solo permiten cámara y micrófono con HTTPS);\nsin --tls-cert/--tls-key crea un certificado autofirmado en <data-dir>/tls e imprime su huella.\nSIGINT/SIGTERM dejan de aceptar conexiones y dejan terminar las peticiones en curso (--shutdown-grace segundos).",
    "cli.setting.host": "Dirección en la que escuchar (--lan escucha en todas las interfaces).",
    "cli.setting.port": "Puerto TCP en el que escuchar (0 elige uno libre).",
    "cli.setting.lan":
      "Sirve a los móviles de la red local: todas las interfaces, HTTPS con un certificado autofirmado.",
    "cli.setting.tlsCert": "Archivo PEM del certificado para HTTPS.",
    "cli.setting.tlsKey": "Archivo PEM de la clave privada para HTTPS.",
    "cli.setting.maxBodyMb": "Cuerpo de petición más grande, en megabytes (413 si se supera).",
    "cli.setting.maxHeaderKb": "Bloque de cabeceras más grande, en kilobytes (431 si se supera).",
    "cli.setting.clientTimeout":
      "Segundos que un cliente puede tardar en enviar las cabeceras de una petición (408 después) o estar inactivo antes de que se le desconecte.",
    "cli.setting.maxConnections":
      "Máximo de conexiones simultáneas; si se llena, se cierra la inactiva más antigua, y si no, la nueva recibe un 503 en JSON.",
    "cli.setting.maxConnectionsPerAddress":
      "Máximo de conexiones simultáneas desde una misma dirección de cliente (0: sin límite), para que una dirección no deje sin servicio a las demás.",
    "cli.setting.trustedProxy":
      "Dirección o bloque CIDR de un proxy inverso (repetible, o separado por comas) cuyo X-Forwarded-For fija la dirección del cliente.",
    "cli.setting.shutdownGrace":
      "Segundos que tienen las peticiones en curso para terminar tras SIGINT/SIGTERM.",
    "cli.setting.webDir": "Carpeta de la aplicación web (por defecto: la carpeta Web junto a las fuentes).",
    "cli.setting.imageMaxSide": "Lado largo, en píxeles, al que se reducen las fotos subidas.",
    "cli.setting.imageMaxMegapixels": "Foto más grande que se acepta, en megapíxeles (422 si se supera).",
    "cli.setting.crossChecks":
      "Contrasta las respuestas de un proveedor de visión con las medidas del motor sin conexión (texto, personas, códigos, color) y avisa cuando no coinciden; false ahorra la CPU que cuesta.",
    "cli.setting.faces":
      "Permite enseñar caras y oír quién está delante (decisión 038); false desactiva la función para todos.",
    "cli.setting.meaningSearch":
      "Busca también por significado en el historial y los chats, entre idiomas, con multilingual-e5-small si la instalación lo puso (decisión 042); false: solo texto completo.",
    "cli.setting.warm":
      "Modelos locales, separados por comas, que se cargan al arrancar (p. ej. local/scene,local/piper-joe), o 'all' (todos los local/… y los custom/… registrados).",
    "cli.setting.sessionDays": "Días que dura una sesión iniciada en la web.",
    "cli.setting.requestsPerMinute":
      "Límite por defecto de peticiones a la API por usuario en un minuto UTC (429 si se supera; sin fijar: sin límite); los administradores lo cambian para cada usuario.",
    "cli.setting.analysesPerDay":
      "Límite por defecto de análisis (analyze, preguntas de seguimiento, identify, /analyzeImageContents) por usuario en un día UTC (429 si se supera; sin fijar: sin límite); los administradores lo cambian para cada usuario.",
    "cli.setting.liveProviderInterval":
      "Segundos que una sesión de cámara en directo espera entre llamadas al proveedor de visión (describe y ask; solo si la vista cambió); los canales sin conexión se ejecutan en cada fotograma que cambia.",
    "cli.setting.maxLiveSessions":
      "Máximo de sesiones de cámara en directo (GET /api/v1/live) abiertas a la vez en esta instancia (503 si se supera); cada credencial tiene una.",
    "cli.setting.maxPhotoWork":
      "Fotos subidas (análisis, identificaciones, clasificaciones) que se procesan a la vez (sin fijar: cuatro por núcleo, como mucho una por cada 512 MB de memoria); las demás esperan su turno en orden.",
    "cli.setting.maxPhotoWait":
      "Segundos que una subida puede tener que esperar su turno; si se prevé más, se rechaza enseguida con 503 y Retry-After, antes de leer el cuerpo.",
    "cli.setting.helpExpirySeconds":
      "Segundos que una petición a los ayudantes del usuario espera a una persona antes de que quien pregunta oiga que nadie pudo responder.",
    "cli.setting.iceServer":
      "Un servidor STUN o TURN para llamadas entre ayudantes en redes distintas: stun:HOST:PUERTO o turn:HOST:PUERTO (repetible); credenciales TURN de VISOR_TURN_USERNAME / VISOR_TURN_PASSWORD. No hace falta en una misma red local.",
    "cli.setting.turnUsername": "Usuario del servidor TURN para las llamadas.",
    "cli.setting.turnPassword": "Contraseña del servidor TURN para las llamadas.",
    "cli.setting.blobGraceSeconds":
      "El mantenimiento nunca borra una foto o archivo guardado más reciente que esto, aunque ningún registro lo use todavía (puede que una petición lo esté guardando).",
    "cli.setting.maintenanceIntervalSeconds":
      "Cada cuánto `visor serve` quita blobs huérfanos y sesiones caducadas (0: nunca; ejecuta `visor maintenance` en su lugar).",
    "cli.setting.outboxIntervalSeconds":
      "Cada cuánto `visor serve` reintenta el trabajo que dejan los borrados, como borrar el blob de una foto borrada (también se ejecuta justo después de cada borrado; 0: solo entonces y en `visor maintenance`).",
    "cli.setting.openaiApiKey": "Clave de API de OpenAI; activa los modelos de OpenAI.",
    "cli.setting.geminiApiKey": "Clave de API de Gemini; activa los modelos de Gemini.",
    "cli.setting.providerApiKey": "Clave de API para --provider-url, si la necesita.",
    "cli.setting.providerIdleTimeout":
      "Segundos que un proveedor puede quedarse callado a mitad de una respuesta antes de que la petición falle (504).",
    "cli.setting.providerTimeout":
      "Segundos que puede tardar la respuesta completa de un proveedor (504 después).",
    "cli.setting.imageTimeout":
      "Segundos que puede tardar una generación de imagen (no llega por partes: nada llega hasta que la imagen está hecha).",
    "cli.setting.providerMaxAnswerKb":
      "Respuesta JSON más grande que se acepta de un proveedor (una respuesta de chat entera, una transcripción), en kilobytes.",
    "cli.setting.providerMaxMediaMb":
      "Imagen generada o audio hablado más grande que se acepta de un proveedor, en megabytes.",
    "cli.setting.providerMaxEventKb":
      "Evento Server-Sent Event más grande del flujo de un proveedor, en kilobytes.",
    "cli.setting.providerMaxStreamMb":
      "Máximo de bytes de una respuesta en flujo de un proveedor, con todos sus eventos, en megabytes.",
    "cli.setting.maxAnswerCharacters":
      "Máximo de caracteres de una respuesta de modelo; una más larga falla (502) y no se guarda ni se dice nada.",
    "cli.setting.defaultImageGeneration": "Id del modelo para generar imágenes (necesita un proveedor).",
    "cli.sub.car": "Identifica el coche de una foto y lo guarda en el garaje.",
    "cli.details.car":
      "Sin proveedor de visión, Visor funciona sin conexión: solo el tipo de carrocería del clasificador ImageNet y el color medido.",
    "cli.option.car.crop": "Recorte en fracciones (0…1) de la foto derecha, p. ej. 0.5,0.1,0.4,0.3.",
    "cli.option.car.model":
      "Id del modelo de visión (por defecto: el modelo de visión configurado, si no sin conexión).",
    "cli.sub.garage.delete": "Borra un coche y su foto.",
    "cli.sub.garage.list": "Lista los coches del garaje, los más nuevos primero.",
    "cli.option.garage.list.limit": "Cuántos (por defecto 20, como mucho 200).",
    "cli.sub.garage.show": "Muestra un coche.",
    "cli.sub.classify": "Clasifica una foto (los 5 primeros; cute/notcute con --model cute).",
    "cli.option.classify.model": "Clasificador (por defecto local/imagenet; cute = local/cute).",
    "cli.sub.recognizers.add": "Añade una plantilla de reconocedor (administradores).",
    "cli.option.recognizers.add.name": "Nombre en minúsculas usado en las rutas (p. ej. plant).",
    "cli.option.recognizers.add.title": "Título legible (p. ej. Planta).",
    "cli.option.recognizers.add.prompt": "Qué debe identificar el modelo de visión.",
    "cli.option.recognizers.add.schema":
      "JSON Schema de los campos (objeto con propiedades string/number/integer/boolean).",
    "cli.option.recognizers.add.titleField": "Campo de texto que da nombre a cada registro.",
    "cli.sub.recognizers.list": "Lista las plantillas de reconocedor (primero la de coches, incluida).",
    "cli.sub.faces.add": "Enseña la cara de una persona con 1–10 fotos (mejor 3 o más).",
    "cli.sub.faces.list": "Lista las caras que enseñaste.",
    "cli.sub.faces.remove": "Olvida una (por id o nombre): sus huellas al momento, sus fotos poco después.",
    "cli.sub.things.add": "Enseña una de tus cosas con 1–10 fotos (mejor 3 o más).",
    "cli.sub.things.list": "Lista las cosas que enseñaste.",
    "cli.sub.helpers.accept": "Acepta una invitación a ayudar (su id, de `visor helpers list`).",
    "cli.sub.helpers.everyone": "Hace a un usuario ayudante de todos en este Visor (--off lo termina).",
    "cli.option.helpers.everyone.off": "Deja de ser ayudante de todos.",
    "cli.sub.helpers.invite": "Invita a alguien de este Visor a ser ayudante de un usuario.",
    "cli.sub.helpers.list": "Los ayudantes de un usuario y las personas a las que ayuda.",
    "cli.sub.helpers.remove": "Termina un vínculo de ayuda, desde cualquiera de los dos lados.",
    "cli.sub.models.add":
      "Registra un modelo de chat GGUF (con --mmproj: un modelo de visión) o un clasificador ONNX.",
    "cli.details.models.add":
      "Un archivo .gguf se comprueba leyendo su cabecera: tiene que ser un modelo de chat (con plantilla de chat), y un archivo --mmproj, un proyector de visión CLIP. Las capacidades, la longitud de contexto y el tamaño salen de los metadatos, nunca del nombre del archivo. El archivo se referencia, no se copia: déjalo donde está. El modelo se ejecuta en un worker de llama.cpp que arranca con el primer uso (o `visor models warm custom/NOMBRE`). Un servidor en marcha lo ve tras reiniciarse; POST /api/v1/admin/models lo registra al momento. Un archivo .onnx se añade como con `visor models add-classifier`.",
    "cli.option.models.add.mmproj":
      "El proyector de visión del modelo (mmproj-….gguf): así el modelo también ve imágenes.",
    "cli.option.models.add.name": "Se registra como custom/NAME (por defecto: el nombre del archivo).",
    "cli.option.models.add.replace": "Sustituye un modelo registrado con el mismo nombre.",
    "cli.option.models.add.chatFormat":
      "Manejador de chat de llama-cpp-python para un modelo de visión (por defecto mtmd; p. ej. llava-1-5, qwen2.5-vl).",
    "cli.option.models.add.labels": "Una etiqueta por línea, en el orden de salida.",
    "cli.option.models.add.size": "Tamaño de entrada cuadrado (por defecto 299).",
    "cli.option.models.add.resize":
      "Lleva el lado corto a este tamaño antes del recorte central (por defecto: el tamaño de entrada; 0 estira).",
    "cli.option.models.add.mean":
      "Media por canal sobre píxeles de 0…1: 0.5 o 0.485,0.456,0.406 (por defecto 0).",
    "cli.option.models.add.std": "Desviación típica por canal: 0.5 o 0.229,0.224,0.225 (por defecto 1).",
    "cli.sub.models.addClassifier": "Añade un clasificador de imágenes ONNX propio (para toda la instancia).",
    "cli.details.models.addClassifier":
      "El modelo se comprueba con una pasada sobre una entrada de prueba. Lo ejecuta OpenCV 4.6: exporta con ONNX opset 10 o inferior (torch.onnx.export(…, opset_version=10)). Un servidor en marcha lo ve tras reiniciarse (o añádelo con POST /api/v1/classifiers).",
    "cli.sub.models.list":
      "Lista los modelos de esta carpeta de datos tal como los carga este comando: capacidades, estado (el de este proceso, no el de un servidor en marcha), memoria y notas.",
    "cli.sub.models.remove":
      "Quita del registro un modelo añadido con `models add` o un clasificador propio (los archivos se conservan).",
    "cli.details.models.remove":
      "El archivo de un GGUF registrado nunca se borra; la copia de un clasificador propio en la carpeta de datos, sí. Los modelos incluidos no se pueden quitar.",
    "cli.sub.models.warm":
      "Carga ya los modelos locales e informa del tiempo de carga y la memoria (comprueba que funcionan).",
    "cli.details.models.warm":
      "Por defecto la carga es perezosa; `visor serve --warm all` (o una lista de ids) carga los modelos en segundo plano al arrancar.",
    "cli.sub.config": "Imprime la configuración efectiva con el origen de cada valor (secretos ocultos).",
    "cli.sub.maintenance":
      "Hace el trabajo que dejaron los borrados (sus blobs) y quita blobs huérfanos, restos de escrituras interrumpidas y sesiones caducadas (una pasada).",
    "cli.details.maintenance":
      "Es seguro con `visor serve` en marcha sobre la misma carpeta de datos: una foto guardada que aún no usa ningún registro\npuede ser de una petición que se está guardando, así que no se borra nada más reciente que --blob-grace-seconds (por defecto 3600).\n`visor serve` hace la misma pasada al arrancar y cada --maintenance-interval-seconds.\nPrimero recorre la bandeja de salida: los blobs de registros borrados, encolados en la misma transacción del borrado\ny reintentados hasta que el almacén de blobs los acepta (serve también lo hace justo después de cada\nborrado y cada --outbox-interval-seconds).",
    "cli.option.maintenance.dryRun": "Cuenta lo que se quitaría; no borra nada.",
    "cli.option.maintenance.json": "Imprime el informe en JSON.",
    "cli.sub.backup":
      "Copia la carpeta de datos (base de datos, fotos, audio, clasificadores, registros de modelos) en un solo archivo.",
    "cli.details.backup":
      "Es seguro con `visor serve` en marcha sobre la misma carpeta de datos: la base de datos se copia de una instantánea y luego\nlas fotos y el audio a los que remiten sus registros, cada uno con su SHA-256. El archivo es una base de datos SQLite\n(`sqlite3 FILE .tables` la abre). Restáurala con `visor restore FILE --data-dir D`. Para instalaciones con PostgreSQL\ny S3, usa pg_dump y el versionado del bucket.",
    "cli.option.backup.to": "El archivo de copia que se escribe (no debe existir).",
    "cli.sub.restore": "Restaura un archivo de `visor backup` en una carpeta de datos.",
    "cli.details.restore":
      "Comprueba la suma de cada elemento; la base de datos se coloca al final, así que una restauración interrumpida se puede\nrepetir (con --force). Para antes `visor serve` en esa carpeta de datos.",
    "cli.option.restore.force": "Sustituye el Visor que ya hay en la carpeta de datos.",
    "cli.sub.migrate":
      "Copia la instalación integrada (SQLite + archivos) a PostgreSQL + S3, verificada; se puede reanudar.",
    "cli.details.migrate":
      "Para antes `visor serve` en la carpeta de datos: nada más puede escribir mientras dura la copia.\nSe copian todas las tablas, primero las padres, en lotes de 500 filas, con las fotos y el audio de cada lote justo antes\nde sus filas (y después los blobs que ninguna fila nombra); al final se comparan en ambos lados los recuentos de filas\ny el SHA-256 de cada blob. El progreso va a stderr\n(\"users 3/3, analyses 120/400, …, blobs 512/1024\"). Un destino que ya tiene datos se rechaza\nsalvo con --resume; una ejecución interrumpida (Ctrl-C, kill -9, una conexión perdida) se termina\nrepitiendo la misma orden con --resume, que se salta lo que ya está y reescribe un\nblob cuyos bytes difieren. La contraseña sale de\nPGPASSWORD y las claves del bucket de AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (entorno o\n--key-file). Después arranca Visor con --database y --blobs apuntando al destino; conserva la carpeta\nde datos hasta haber comprobado la nueva instalación.",
    "cli.option.migrate.toDatabase":
      "La base de datos PostgreSQL de destino: postgres://user@host:port/db (contraseña de PGPASSWORD).",
    "cli.option.migrate.toBlobs":
      "El bucket al que se copian las fotos y el audio: s3://bucket?endpoint=…&path-style=true.",
    "cli.option.migrate.resume":
      "Continúa una migración interrumpida hacia un destino que ya tiene parte de la copia.",
    "cli.sub.providers":
      "Lista los modelos y proveedores configurados, o comprueba que cada proveedor remoto responde.",
    "cli.details.providers":
      "list: cada modelo con sus capacidades y su estado (modelos locales: cargado, sin cargar, falta), y luego\n  cada capacidad: el modelo que la cubre, o cómo añadirlo (variables de entorno, opciones).\ntest: envía una petición mínima (GET /models) a cada proveedor remoto y dice si la URL y la clave funcionan.\nLas claves de API salen de VISOR_OPENAI_API_KEY, VISOR_GEMINI_API_KEY, VISOR_PROVIDER_API_KEY o del archivo de claves.",
    "cli.sub.chat": "Chatea con un modelo: una sesión interactiva, o un solo mensaje con --message.",
    "cli.details.chat":
      "Interactivo: escribe un mensaje y pulsa Intro; la respuesta llega por partes. /new empieza un chat nuevo, /quit\n(o el fin de la entrada, Ctrl-D) sale. Los chats se guardan y aparecen en la aplicación web.\nRemoto: `visor --server URL --token T chat` hace la misma sesión contra un Visor en marcha (la\ncuenta del token; --user y los ajustes de la carpeta de datos no se aplican).",
    "cli.option.chat.model": "Id del modelo (por defecto: el de chat por defecto; mira `visor models`).",
    "cli.option.chat.message": "Envía un mensaje, imprime la respuesta y sale.",
    "cli.option.chat.chat": "Continúa un chat existente en lugar de empezar uno.",
    "cli.option.chat.json": "Con --message: imprime la respuesta en JSON.",
    "cli.sub.imagine": "Genera una imagen a partir de un texto (necesita un proveedor de imágenes).",
    "cli.details.imagine":
      "La imagen también se guarda en la galería del usuario (GET /api/v1/images). Configura antes un proveedor, p. ej. VISOR_OPENAI_API_KEY.",
    "cli.option.imagine.output":
      "Dónde escribir la imagen (-o también vale; por defecto: visor-<id>.<ext> aquí).",
    "cli.option.imagine.size":
      "Uno de 256x256, 512x512, 1024x1024, 1024x1792, 1792x1024, 1024x1536, 1536x1024 (por defecto 1024x1024).",
    "cli.option.imagine.json": "Imprime el registro de la galería en JSON.",
    "cli.sub.live":
      "Reproduce los fotogramas de un vídeo, un y4m o una carpeta de fotos en una sesión en directo e imprime lo que se dice.",
    "cli.details.live":
      "Cada frase se imprime en su propia línea, en cuanto se dice; los errores van a stderr y la sesión sigue. Una carpeta: sus fotos (jpg, png, webp, heic, gif) por orden de nombre, una por segundo. Un y4m o un vídeo: un fotograma por segundo, decodificado con la orden ffmpeg (instala ffmpeg). Cada fotograma espera su respuesta antes de enviar el siguiente. Sale con 0 al final de la entrada y con 1 cuando el servidor termina la sesión. Sin --server usa los modelos sin conexión de la carpeta de datos como --user (por defecto: el primer administrador); con --server (o VISOR_URL/VISOR_TOKEN), ese servidor, por ws:// o, si el servidor es https://, por wss:// (su certificado se comprueba con el almacén de CA del sistema, o con el archivo que indique CURL_CA_BUNDLE).",
    "cli.option.live.mode":
      "text, describe (por defecto), people, barcode, colour, light o find (con --target).",
    "cli.option.live.target":
      "Qué busca find: person, text, barcode, face, o una cosa o persona que enseñaste, por su nombre.",
    "cli.option.live.interval":
      "Tiempo entre fotogramas enviados (por defecto 1; 0 envía cada fotograma en cuanto se respondió el anterior).",
    "cli.option.live.verbose": "Imprime también los fotogramas tranquilos (sin cambios, nada, ocupado).",
    "cli.error.unexpectedArgument": "argumento inesperado \"{argument}\"",
    "cli.error.optionRequired": "--{option} es obligatorio",
    "cli.serve.network": "en tu red: {url}",
    "cli.serve.fingerprint": "Huella SHA-256 del certificado TLS: {fingerprint}",
    "cli.serve.selfSigned": "(autofirmado; mira el README, \"Phones\", para que iOS y Android confíen en él)",
    "cli.serve.firstRun": "Primer arranque: creada la cuenta de administrador \"{name}\".",
    "cli.serve.signInOnce":
      "Entra una vez con este código de un solo uso (caduca al usarlo o a las 24 horas):",
    "cli.serve.orOpen": "o abre {url}",
    "cli.serve.thenPassword":
      "Después pon una contraseña en Ajustes, o crea un token de API con `visor users token admin`.",
    "cli.serve.shuttingDown": "Apagando: terminando las peticiones en curso (hasta {seconds} s)…",
    "cli.config.onlyShow": "la orden config tiene una sola suborden: `visor config show`",
    "cli.backup.unexpectedArgument": "argumento inesperado \"{argument}\"; indica el archivo con --to FILE",
    "cli.backup.needsTo": "indica el archivo de copia con --to FILE",
    "cli.backup.wrote": "Escrito {path}",
    "cli.restore.needsFile": "indica exactamente un archivo de copia",
    "cli.restore.restored": "Restaurado en {path}",
    "cli.backup.report": "{done}: {blobs} archivos de fotos y audio, {files} archivos más, {megabytes} MB.",
    "cli.backup.missing":
      "{count} archivos se borraron con sus registros durante la copia; no están en ella.",
    "cli.migrate.needsDatabase":
      "indica la base de datos de destino con --to-database postgres://user@host:port/db",
    "cli.migrate.needsBlobs": "indica el bucket de destino con --to-blobs s3://bucket?endpoint=…",
    "cli.migrate.done": "Copiado y verificado: {rows}; {blobs} blobs (SHA-256 comprobado).",
    "cli.migrate.next":
      "Siguiente paso: arranca Visor con --database {database} --blobs {blobs}, y conserva {folder} hasta haberlo comprobado.",
    "cli.models.needsName": "indica exactamente un NOMBRE de modelo (custom/NOMBRE)",
    "cli.models.listTakesNoArguments": "`visor models list` no lleva argumentos",
    "cli.models.listTitle":
      "Modelos registrados en {path}, tal como los ve este comando (los estados son los de este proceso, no los de un servidor en marcha; pregunta a un servidor con GET /api/v1/models):",
    "cli.models.defaultFor": "por defecto para {uses}",
    "cli.models.inMemory": "{megabytes} MB en memoria",
    "cli.models.voices": "voces: {voices}",
    "cli.models.parameters": "{count} parámetros",
    "cli.models.context": "contexto de {tokens}",
    "cli.models.fileSize": "archivo de {size}",
    "cli.models.megabytes": "{n} MB",
    "cli.models.bytes": "{n} bytes",
    "cli.backup.progress.database": "Copiando la base de datos…",
    "cli.backup.progress.files": "Copiando fotos y archivos de audio: {count}…",
    "cli.backup.progress.count": "  {done} de {total}",
    "cli.restore.progress.files": "Restaurando fotos, audio y archivos…",
    "cli.restore.progress.database": "Restaurando la base de datos…",
    "cli.migrate.progress.outbox": "Antes de copiar se hicieron los borrados pendientes: {count}",
    "cli.models.noSuchModel": "No hay ningún modelo \"{id}\"; mira `visor models list`.",
    "cli.models.notInstalled": "no instalado",
    "cli.models.nothingToLoad": "nada que cargar ({state})",
    "cli.models.loadedIn": "{state} en {seconds} s",
    "cli.models.needsFile": "indica exactamente un archivo de modelo (.gguf o .onnx)",
    "cli.models.ggufOnly": "--{option} es para modelos .gguf, no para clasificadores ONNX",
    "cli.models.replaceGGUFOnly": "--replace es para modelos .gguf; quita antes el clasificador",
    "cli.models.noFile":
      "No hay ningún archivo en {path}; revisa la ruta del archivo de modelo .gguf u .onnx.",
    "cli.models.notAModel": "{file} no es ni un modelo GGUF (.gguf) ni un clasificador ONNX (.onnx)",
    "cli.models.onnxOnly": "--{option} es para clasificadores ONNX, no para modelos .gguf",
    "cli.models.needsONNX": "indica exactamente un archivo model.onnx",
    "cli.models.needsLabels": "--labels FILE es obligatorio",
    "cli.models.wholePixels": "--{option} tiene que ser un número entero de píxeles",
    "cli.models.added":
      "Añadido {id} [{capabilities}]: {facts}.\nChatea con él: `visor chat --model {id}`, o \"model\": \"{id}\" en las peticiones a la API. Se carga con el primer uso (`visor models warm {id}` lo carga ya); un servidor en marcha lo ve tras reiniciarse.",
    "cli.models.addedClassifier":
      "Añadido {id}: {labels} etiquetas, entrada de {size}×{size}. Úsalo con `visor classify FOTO --model {name}` o POST /api/v1/classify (model={id}).",
    "cli.recognizers.unexpected": "sobra {argument}",
    "cli.recognizers.added": "Reconocedor \"{name}\" añadido: POST /api/v1/recognizers/{name}/identify",
    "cli.recognizers.builtIn": "(incluido)",
    "cli.providers.usage": "usa `visor providers list` o `visor providers test`",
    "cli.providers.capabilities": "Capacidades:",
    "cli.providers.notConfigured": "sin configurar. {how}",
    "cli.providers.noRemote":
      "No hay ningún proveedor remoto configurado; Visor funciona con su motor sin conexión. Mira el README, Configuration.",
    "cli.classify.model": "modelo: {model}",
    "cli.helpers.labelHelper": "ayudante",
    "cli.helpers.labelHelping": "ayuda a",
    "cli.helpers.forEveryone": "para todos",
    "cli.error.remoteModelsOnlyList":
      "en modo remoto solo funciona `visor models list` (los modelos del servidor y su estado)",
    "cli.faces.photoCount": "(fotos: {count})",
    "cli.car.hp": "{value} CV",
    "cli.car.topSpeed": "velocidad máxima {value} km/h",
    "cli.car.zeroToHundred": "0–100 km/h en {value} s",
    "cli.car.performance": "prestaciones: {value}",
    "cli.car.cylinders": "{count} cilindros",
    "cli.car.engine": "motor: {value}",
    "cli.car.paintCode": "código de pintura {value}",
    "cli.car.measured": "medido {value}",
    "cli.car.colour": "color: {value}",
    "cli.car.confidence": "confianza {value}",
    "cli.car.model": "modelo {value}",
    "cli.error.cannotReadModelFile": "no se puede leer el archivo de modelo {path}",
    "cli.error.cannotReadLabelsFile": "no se puede leer el archivo de etiquetas {path}",
    "cli.error.cannotReadSchemaFile": "no se puede leer el archivo de esquema {path}",
    "cli.maintenance.removedBoth": "Quitados {leftovers} y {signIns}.",
  ]

  static let cliSpanishAdminPlural: [MessageID: MessageTemplate] = [
    "cli.maintenance.removedOrphans": .plural(
      "count",
      [
        .one: "Quitado {count} blob huérfano (ningún registro lo usa, más antiguo que {grace} s).",
        .other: "Quitados {count} blobs huérfanos (ningún registro los usa, más antiguos que {grace} s).",
      ]),
    "cli.maintenance.wouldRemoveOrphans": .plural(
      "count",
      [
        .one: "Se quitaría {count} blob huérfano (ningún registro lo usa, más antiguo que {grace} s).",
        .other: "Se quitarían {count} blobs huérfanos (ningún registro los usa, más antiguos que {grace} s).",
      ]),
    "cli.maintenance.leftovers": .plural(
      "count",
      [
        .one: "{count} resto de una escritura interrumpida",
        .other: "{count} restos de escrituras interrumpidas",
      ]),
    "cli.maintenance.expiredSignIns": .plural(
      "count", [.one: "{count} sesión caducada", .other: "{count} sesiones caducadas"]),
    "cli.maintenance.didDeletions": .plural(
      "count",
      [
        .one: "Hecho {count} borrado pendiente; {failed} fallaron y se reintentarán.",
        .other: "Hechos {count} borrados pendientes; {failed} fallaron y se reintentarán.",
      ]),
    "cli.maintenance.waiting": .plural(
      "count",
      [
        .one:
          "{count} borrado pendiente sigue esperando (puede que el almacén de blobs no responda; se reintenta).",
        .other:
          "{count} borrados pendientes siguen esperando (puede que el almacén de blobs no responda; se reintentan).",
      ]),
    "cli.maintenance.kept": .plural(
      "count",
      [
        .one:
          "Conservado {count} blob sin referencias más reciente que {grace} s: puede que una petición aún lo esté guardando.",
        .other:
          "Conservados {count} blobs sin referencias más recientes que {grace} s: puede que una petición aún los esté guardando.",
      ]),
  ]

  static let cliSpanish: [MessageID: MessageTemplate] = cliSpanishLines.merging(
    cliSpanishAdmin.mapValues(MessageTemplate.init).merging(cliSpanishAdminPlural) { own, _ in own }
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
    "cli.sub.serve": "Lance le serveur Visor : l'application web sur / et l'API sous /api/v1.",
    "cli.details.serve":
      "Le premier démarrage sur un dossier de données vide crée le compte administrateur et affiche un code de connexion à usage unique.\n--lan sert les téléphones de votre réseau en HTTPS (les navigateurs n'autorisent caméra et micro qu'en HTTPS) ;\nsans --tls-cert/--tls-key, il crée un certificat auto-signé dans <data-dir>/tls et affiche son empreinte.\nSIGINT/SIGTERM arrêtent d'accepter des connexions et laissent les requêtes en cours se terminer (--shutdown-grace secondes).",
    "cli.setting.host": "Adresse d'écoute (--lan écoute sur toutes les interfaces).",
    "cli.setting.port": "Port TCP d'écoute (0 en choisit un libre).",
    "cli.setting.lan":
      "Sert les téléphones du réseau local : toutes les interfaces, HTTPS avec un certificat auto-signé.",
    "cli.setting.tlsCert": "Fichier PEM du certificat HTTPS.",
    "cli.setting.tlsKey": "Fichier PEM de la clé privée HTTPS.",
    "cli.setting.maxBodyMb": "Plus grand corps de requête, en mégaoctets (413 au-delà).",
    "cli.setting.maxHeaderKb": "Plus grand bloc d'en-têtes de requête, en kilooctets (431 au-delà).",
    "cli.setting.clientTimeout":
      "Secondes dont dispose un client pour envoyer les en-têtes d'une requête (408 ensuite) ou rester inactif avant d'être déconnecté.",
    "cli.setting.maxConnections":
      "Nombre maximal de connexions simultanées ; quand c'est plein, la plus ancienne connexion inactive est fermée, sinon la nouvelle reçoit un 503 en JSON.",
    "cli.setting.maxConnectionsPerAddress":
      "Nombre maximal de connexions simultanées depuis une même adresse client (0 : pas de limite), pour qu'une adresse ne prive pas les autres.",
    "cli.setting.trustedProxy":
      "Adresse ou bloc CIDR d'un proxy inverse (répétable, ou séparé par des virgules) dont le X-Forwarded-For fixe l'adresse du client.",
    "cli.setting.shutdownGrace":
      "Secondes laissées aux requêtes en cours pour se terminer après SIGINT/SIGTERM.",
    "cli.setting.webDir": "Dossier de l'application web (par défaut : le dossier Web à côté des sources).",
    "cli.setting.imageMaxSide": "Grand côté, en pixels, auquel les photos envoyées sont réduites.",
    "cli.setting.imageMaxMegapixels": "Plus grande photo acceptée, en mégapixels (422 au-delà).",
    "cli.setting.crossChecks":
      "Compare les réponses d'un fournisseur de vision aux mesures du moteur hors ligne (texte, personnes, codes, couleur) et signale les désaccords ; false économise le processeur que cela coûte.",
    "cli.setting.faces":
      "Permet d'apprendre des visages et d'entendre qui est en face ; false désactive la fonction pour tout le monde (décision 038).",
    "cli.setting.meaningSearch":
      "Cherche aussi par le sens dans l'historique et les discussions, d'une langue à l'autre, avec multilingual-e5-small si l'installation l'a mis (décision 042) ; false : texte intégral seulement.",
    "cli.setting.warm":
      "Modèles locaux, séparés par des virgules, à charger au démarrage (par ex. local/scene,local/piper-joe), ou 'all' (tous les local/… et les custom/… enregistrés).",
    "cli.setting.sessionDays": "Durée en jours d'une connexion web.",
    "cli.setting.requestsPerMinute":
      "Limite par défaut des requêtes d'API par utilisateur et par minute UTC (429 au-delà ; non défini : illimité) ; les administrateurs la changent par utilisateur.",
    "cli.setting.analysesPerDay":
      "Limite par défaut des analyses (analyze, questions de suivi, identify, /analyzeImageContents) par utilisateur et par jour UTC (429 au-delà ; non défini : illimité) ; les administrateurs la changent par utilisateur.",
    "cli.setting.liveProviderInterval":
      "Secondes qu'une session caméra en direct attend entre deux appels au fournisseur de vision (describe et ask ; seulement si la vue a changé) ; les canaux hors ligne tournent sur chaque image qui change.",
    "cli.setting.maxLiveSessions":
      "Nombre maximal de sessions caméra en direct (GET /api/v1/live) ouvertes en même temps sur cette instance (503 au-delà) ; chaque identifiant en a une.",
    "cli.setting.maxPhotoWork":
      "Photos envoyées (analyses, identifications, classifications) traitées en même temps (non défini : quatre par cœur, au plus une par 512 Mo de mémoire) ; les autres attendent leur tour dans l'ordre.",
    "cli.setting.maxPhotoWait":
      "Secondes qu'un envoi peut devoir attendre son tour ; au-delà, il est refusé tout de suite avec 503 et Retry-After, avant la lecture de son corps.",
    "cli.setting.helpExpirySeconds":
      "Secondes pendant lesquelles une demande aux aidants de l'utilisateur attend quelqu'un avant que le demandeur entende que personne n'a pu répondre.",
    "cli.setting.iceServer":
      "Un serveur STUN ou TURN pour les appels entre aidants sur des réseaux différents : stun:HÔTE:PORT ou turn:HÔTE:PORT (répétable) ; identifiants TURN tirés de VISOR_TURN_USERNAME / VISOR_TURN_PASSWORD. Inutile sur un même réseau local.",
    "cli.setting.turnUsername": "Nom d'utilisateur du serveur TURN pour les appels.",
    "cli.setting.turnPassword": "Mot de passe du serveur TURN pour les appels.",
    "cli.setting.blobGraceSeconds":
      "La maintenance ne supprime jamais une photo ou un fichier stocké plus récent que cela, même si aucun enregistrement n'y renvoie encore (une requête est peut-être en train de l'enregistrer).",
    "cli.setting.maintenanceIntervalSeconds":
      "Fréquence à laquelle `visor serve` supprime les blobs orphelins et les connexions expirées (0 : jamais ; lancez `visor maintenance` à la place).",
    "cli.setting.outboxIntervalSeconds":
      "Fréquence à laquelle `visor serve` relance le travail laissé par les suppressions, comme effacer le blob d'une photo supprimée (il tourne aussi juste après chaque suppression ; 0 : seulement alors et dans `visor maintenance`).",
    "cli.setting.openaiApiKey": "Clé d'API OpenAI ; active les modèles OpenAI.",
    "cli.setting.geminiApiKey": "Clé d'API Gemini ; active les modèles Gemini.",
    "cli.setting.providerApiKey": "Clé d'API pour --provider-url, s'il en faut une.",
    "cli.setting.providerIdleTimeout":
      "Secondes pendant lesquelles un fournisseur peut se taire au milieu d'une réponse avant que la requête échoue (504).",
    "cli.setting.providerTimeout":
      "Secondes que peut prendre la réponse complète d'un fournisseur (504 ensuite).",
    "cli.setting.imageTimeout":
      "Secondes que peut prendre la génération d'une image (elle n'arrive pas par morceaux : rien n'arrive avant que l'image soit prête).",
    "cli.setting.providerMaxAnswerKb":
      "Plus grande réponse JSON acceptée d'un fournisseur (une réponse de discussion d'un seul tenant, une transcription), en kilooctets.",
    "cli.setting.providerMaxMediaMb":
      "Plus grande image générée ou plus grand audio parlé accepté d'un fournisseur, en mégaoctets.",
    "cli.setting.providerMaxEventKb":
      "Plus grand Server-Sent Event unique du flux d'un fournisseur, en kilooctets.",
    "cli.setting.providerMaxStreamMb":
      "Nombre maximal d'octets d'une réponse en flux d'un fournisseur, tous événements compris, en mégaoctets.",
    "cli.setting.maxAnswerCharacters":
      "Nombre maximal de caractères d'une réponse de modèle ; une réponse plus longue échoue (502) et rien n'est enregistré ni prononcé.",
    "cli.setting.defaultImageGeneration": "Id du modèle de génération d'images (il faut un fournisseur).",
    "cli.sub.car": "Identifie la voiture d'une photo et l'enregistre dans le garage.",
    "cli.details.car":
      "Sans fournisseur de vision, Visor fonctionne hors ligne : seulement le type de carrosserie donné par le classifieur ImageNet et la couleur mesurée.",
    "cli.option.car.crop":
      "Cadre de recadrage en fractions (0…1) de la photo redressée, par ex. 0.5,0.1,0.4,0.3.",
    "cli.option.car.model":
      "Id du modèle de vision (par défaut : le modèle de vision configuré, sinon hors ligne).",
    "cli.sub.garage.delete": "Supprime une voiture et sa photo.",
    "cli.sub.garage.list": "Liste les voitures du garage, les plus récentes d'abord.",
    "cli.option.garage.list.limit": "Combien (20 par défaut, 200 au plus).",
    "cli.sub.garage.show": "Affiche une voiture.",
    "cli.sub.classify": "Classe une photo (les 5 premiers ; cute/notcute avec --model cute).",
    "cli.option.classify.model": "Classifieur (par défaut local/imagenet ; cute = local/cute).",
    "cli.sub.recognizers.add": "Ajoute un modèle de reconnaissance (administrateurs).",
    "cli.option.recognizers.add.name": "Nom en minuscules utilisé dans les chemins (par ex. plant).",
    "cli.option.recognizers.add.title": "Titre lisible (par ex. Plante).",
    "cli.option.recognizers.add.prompt": "Ce que le modèle de vision doit identifier.",
    "cli.option.recognizers.add.schema":
      "JSON Schema des champs (objet à propriétés string/number/integer/boolean).",
    "cli.option.recognizers.add.titleField": "Champ texte qui nomme chaque enregistrement.",
    "cli.sub.recognizers.list":
      "Liste les modèles de reconnaissance (celui des voitures, intégré, en premier).",
    "cli.sub.faces.add":
      "Apprend le visage d'une personne à partir de 1 à 10 photos (3 ou plus recommandées).",
    "cli.sub.faces.list": "Liste les visages que vous avez appris.",
    "cli.sub.faces.remove":
      "En oublie un (par id ou par nom) : ses empreintes tout de suite, ses photos peu après.",
    "cli.sub.things.add": "Apprend un de vos objets à partir de 1 à 10 photos (3 ou plus recommandées).",
    "cli.sub.things.list": "Liste les objets que vous avez appris.",
    "cli.sub.helpers.accept": "Accepte une invitation à aider (son id, tiré de `visor helpers list`).",
    "cli.sub.helpers.everyone":
      "Fait d'un utilisateur un aidant pour tout le monde sur ce Visor (--off y met fin).",
    "cli.option.helpers.everyone.off": "N'est plus aidant pour tout le monde.",
    "cli.sub.helpers.invite": "Invite quelqu'un de ce Visor à être l'aidant d'un utilisateur.",
    "cli.sub.helpers.list": "Les aidants d'un utilisateur et les personnes qu'il aide.",
    "cli.sub.helpers.remove": "Met fin à un lien d'aide, d'un côté comme de l'autre.",
    "cli.sub.models.add":
      "Enregistre un modèle de discussion GGUF (avec --mmproj : un modèle de vision) ou un classifieur ONNX.",
    "cli.details.models.add":
      "Un fichier .gguf est vérifié en lisant son en-tête : ce doit être un modèle de discussion (il a un modèle de chat), et un fichier --mmproj un projecteur de vision CLIP. Les capacités, la longueur de contexte et la taille viennent des métadonnées, jamais du nom du fichier. Le fichier est référencé, pas copié : laissez-le où il est. Le modèle tourne dans un worker llama.cpp qui démarre à la première utilisation (ou `visor models warm custom/NOM`). Un serveur en marche le voit après un redémarrage ; POST /api/v1/admin/models l'enregistre tout de suite. Un fichier .onnx est ajouté comme avec `visor models add-classifier`.",
    "cli.option.models.add.mmproj":
      "Le projecteur de vision du modèle (mmproj-….gguf) : le modèle voit alors aussi les images.",
    "cli.option.models.add.name": "Enregistré sous custom/NAME (par défaut : le nom du fichier).",
    "cli.option.models.add.replace": "Remplace un modèle enregistré sous le même nom.",
    "cli.option.models.add.chatFormat":
      "Gestionnaire de chat llama-cpp-python d'un modèle de vision (par défaut mtmd ; par ex. llava-1-5, qwen2.5-vl).",
    "cli.option.models.add.labels": "Une étiquette par ligne, dans l'ordre de sortie.",
    "cli.option.models.add.size": "Taille d'entrée carrée (299 par défaut).",
    "cli.option.models.add.resize":
      "Ramène le petit côté à cette taille avant le recadrage central (par défaut : la taille d'entrée ; 0 étire).",
    "cli.option.models.add.mean":
      "Moyenne par canal sur des pixels de 0…1 : 0.5 ou 0.485,0.456,0.406 (0 par défaut).",
    "cli.option.models.add.std": "Écart type par canal : 0.5 ou 0.229,0.224,0.225 (1 par défaut).",
    "cli.sub.models.addClassifier":
      "Ajoute un classifieur d'images ONNX personnalisé (pour toute l'instance).",
    "cli.details.models.addClassifier":
      "Le modèle est vérifié par une passe sur une entrée factice. OpenCV 4.6 l'exécute : exportez avec l'opset ONNX 10 ou inférieur (torch.onnx.export(…, opset_version=10)). Un serveur en marche le voit après un redémarrage (ou ajoutez-le avec POST /api/v1/classifiers).",
    "cli.sub.models.list":
      "Liste les modèles de ce dossier de données tels que cette commande les charge : capacités, état (celui de ce processus, pas d'un serveur en marche), mémoire et remarques.",
    "cli.sub.models.remove":
      "Désenregistre un modèle ajouté avec `models add` ou un classifieur personnalisé (les fichiers sont gardés).",
    "cli.details.models.remove":
      "Le fichier d'un GGUF enregistré n'est jamais supprimé ; la copie d'un classifieur personnalisé dans le dossier de données l'est. Les modèles intégrés ne peuvent pas être retirés.",
    "cli.sub.models.warm":
      "Charge maintenant les modèles locaux et indique le temps de chargement et la mémoire (vérifie qu'ils marchent).",
    "cli.details.models.warm":
      "Le chargement est paresseux par défaut ; `visor serve --warm all` (ou une liste d'ids) charge les modèles en arrière-plan au démarrage.",
    "cli.sub.config": "Affiche la configuration effective avec l'origine de chaque valeur (secrets masqués).",
    "cli.sub.maintenance":
      "Fait le travail laissé par les suppressions (leurs blobs), supprime les blobs orphelins, les restes d'écritures interrompues et les connexions expirées (une passe).",
    "cli.details.maintenance":
      "Sans risque pendant que `visor serve` tourne sur le même dossier de données : une photo stockée à laquelle aucun enregistrement ne renvoie encore\npeut appartenir à une requête en cours d'enregistrement, donc rien de plus récent que --blob-grace-seconds (3600 par défaut) n'est\nsupprimé. `visor serve` fait la même passe au démarrage et toutes les --maintenance-interval-seconds.\nD'abord, il vide la file d'attente : les blobs des enregistrements supprimés, mis en file dans la transaction même de la suppression\net relancés jusqu'à ce que le stockage de blobs accepte (serve le fait aussi juste après chaque\nsuppression et toutes les --outbox-interval-seconds).",
    "cli.option.maintenance.dryRun": "Compte ce qui serait supprimé ; ne supprime rien.",
    "cli.option.maintenance.json": "Affiche le rapport en JSON.",
    "cli.sub.backup":
      "Copie le dossier de données (base, photos, audio, classifieurs, fiches des modèles) dans un seul fichier.",
    "cli.details.backup":
      "Sans risque pendant que `visor serve` tourne sur le même dossier de données : la base est copiée depuis un instantané, puis\nles photos et l'audio auxquels ses enregistrements renvoient, chacun avec son SHA-256. Le fichier est une base SQLite\n(`sqlite3 FILE .tables` l'ouvre). Restaurez-le avec `visor restore FILE --data-dir D`. Pour les installations PostgreSQL\net S3, utilisez plutôt pg_dump et le versionnage du bucket.",
    "cli.option.backup.to": "Le fichier de sauvegarde à écrire (il ne doit pas exister).",
    "cli.sub.restore": "Restaure un fichier de `visor backup` dans un dossier de données.",
    "cli.details.restore":
      "Vérifie la somme de contrôle de chaque élément ; la base est mise en place en dernier, donc une restauration interrompue peut être\nrelancée (avec --force). Arrêtez d'abord `visor serve` sur ce dossier de données.",
    "cli.option.restore.force": "Remplace le Visor déjà présent dans le dossier de données.",
    "cli.sub.migrate":
      "Copie l'installation intégrée (SQLite + fichiers) vers PostgreSQL + S3, vérifiée ; peut reprendre.",
    "cli.details.migrate":
      "Arrêtez d'abord `visor serve` sur le dossier de données : rien d'autre ne doit écrire pendant la copie.\nChaque table est copiée, les parents d'abord, par lots de 500 lignes, les photos et l'audio de chaque lot juste avant\nses lignes (puis les blobs qu'aucune ligne ne nomme) ; à la fin, le nombre de lignes et le SHA-256 de chaque blob sont\ncomparés des deux côtés. La progression va sur stderr\n(\"users 3/3, analyses 120/400, …, blobs 512/1024\"). Une cible qui contient déjà des données est refusée\nsauf avec --resume ; une exécution interrompue (Ctrl-C, kill -9, une connexion perdue) se termine\nen relançant la même commande avec --resume, qui saute ce qui est déjà là et réécrit un\nblob dont les octets diffèrent. Le mot de passe vient de\nPGPASSWORD et les clés du bucket de AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (environnement ou\n--key-file). Ensuite, démarrez Visor avec --database et --blobs désignant la cible ; gardez le dossier\nde données jusqu'à avoir vérifié la nouvelle installation.",
    "cli.option.migrate.toDatabase":
      "La base PostgreSQL de destination : postgres://user@host:port/db (mot de passe tiré de PGPASSWORD).",
    "cli.option.migrate.toBlobs":
      "Le bucket où copier les photos et l'audio : s3://bucket?endpoint=…&path-style=true.",
    "cli.option.migrate.resume":
      "Reprend une migration interrompue vers une cible qui contient déjà une partie de la copie.",
    "cli.sub.providers":
      "Liste les modèles et fournisseurs configurés, ou vérifie que chaque fournisseur distant répond.",
    "cli.details.providers":
      "list : chaque modèle avec ses capacités et son état (modèles locaux : chargé, non chargé, absent), puis\n  chaque capacité : le modèle qui l'assure, ou comment en ajouter un (variables d'environnement, options).\ntest : envoie une toute petite requête (GET /models) à chaque fournisseur distant et dit si l'URL et la clé fonctionnent.\nLes clés d'API viennent de VISOR_OPENAI_API_KEY, VISOR_GEMINI_API_KEY, VISOR_PROVIDER_API_KEY ou du fichier de clés.",
    "cli.sub.chat": "Discute avec un modèle : une session interactive, ou un seul message avec --message.",
    "cli.details.chat":
      "Interactif : tapez un message et appuyez sur Entrée ; la réponse arrive au fil de l'eau. /new commence une nouvelle discussion, /quit\n(ou la fin de l'entrée, Ctrl-D) quitte. Les discussions sont enregistrées et apparaissent dans l'application web.\nÀ distance : `visor --server URL --token T chat` ouvre la même session sur un Visor en marche (le\ncompte du jeton ; --user et les réglages du dossier de données ne s'appliquent pas).",
    "cli.option.chat.model": "Id du modèle (par défaut : celui des discussions ; voyez `visor models`).",
    "cli.option.chat.message": "Envoie un message, affiche la réponse et quitte.",
    "cli.option.chat.chat": "Poursuit une discussion existante au lieu d'en commencer une.",
    "cli.option.chat.json": "Avec --message : affiche la réponse en JSON.",
    "cli.sub.imagine": "Génère une image à partir d'une description (il faut un fournisseur d'images).",
    "cli.details.imagine":
      "L'image est aussi enregistrée dans la galerie de l'utilisateur (GET /api/v1/images). Configurez d'abord un fournisseur, par ex. VISOR_OPENAI_API_KEY.",
    "cli.option.imagine.output": "Où écrire l'image (-o marche aussi ; par défaut : visor-<id>.<ext> ici).",
    "cli.option.imagine.size":
      "Une taille parmi 256x256, 512x512, 1024x1024, 1024x1792, 1792x1024, 1024x1536, 1536x1024 (1024x1024 par défaut).",
    "cli.option.imagine.json": "Affiche la fiche de la galerie en JSON.",
    "cli.sub.live":
      "Passe les images d'une vidéo, d'un y4m ou d'un dossier de photos dans une session en direct et affiche ce qui est dit.",
    "cli.details.live":
      "Chaque phrase est affichée sur sa propre ligne, au moment où elle est dite ; les erreurs vont sur stderr et la session continue. Un dossier : ses photos (jpg, png, webp, heic, gif) par ordre de nom, une par seconde. Un y4m ou une vidéo : une image par seconde, décodée par la commande ffmpeg (installez ffmpeg). Chaque image attend sa réponse avant l'envoi de la suivante. Sort avec 0 à la fin de l'entrée, 1 quand le serveur termine la session. Sans --server, utilise les modèles hors ligne du dossier de données en tant que --user (par défaut : le premier administrateur) ; avec --server (ou VISOR_URL/VISOR_TOKEN), ce serveur, via ws:// ou, pour un serveur https://, wss:// (son certificat vérifié avec le magasin de CA du système, ou le fichier que désigne CURL_CA_BUNDLE).",
    "cli.option.live.mode":
      "text, describe (par défaut), people, barcode, colour, light ou find (avec --target).",
    "cli.option.live.target":
      "Ce que find cherche : person, text, barcode, face, ou un objet ou une personne appris, par son nom.",
    "cli.option.live.interval":
      "Temps entre deux images envoyées (1 par défaut ; 0 envoie chaque image dès que la précédente a reçu sa réponse).",
    "cli.option.live.verbose": "Affiche aussi les images calmes (inchangée, rien, occupé).",
    "cli.error.unexpectedArgument": "argument inattendu « {argument} »",
    "cli.error.optionRequired": "--{option} est obligatoire",
    "cli.serve.network": "sur votre réseau : {url}",
    "cli.serve.fingerprint": "Empreinte SHA-256 du certificat TLS : {fingerprint}",
    "cli.serve.selfSigned":
      "(auto-signé ; voyez le README, « Phones », pour le faire accepter par iOS et Android)",
    "cli.serve.firstRun": "Premier démarrage : compte administrateur « {name} » créé.",
    "cli.serve.signInOnce":
      "Connectez-vous une fois avec ce code à usage unique (il expire à la première utilisation ou au bout de 24 heures) :",
    "cli.serve.orOpen": "ou ouvrez {url}",
    "cli.serve.thenPassword":
      "Choisissez ensuite un mot de passe dans Réglages, ou créez un jeton d'API avec `visor users token admin`.",
    "cli.serve.shuttingDown": "Arrêt : les requêtes en cours se terminent (jusqu'à {seconds} s)…",
    "cli.config.onlyShow": "la commande config n'a qu'une sous-commande : `visor config show`",
    "cli.backup.unexpectedArgument": "argument inattendu « {argument} » ; donnez le fichier avec --to FILE",
    "cli.backup.needsTo": "donnez le fichier de sauvegarde avec --to FILE",
    "cli.backup.wrote": "{path} écrit",
    "cli.restore.needsFile": "donnez exactement un fichier de sauvegarde",
    "cli.restore.restored": "Restauré dans {path}",
    "cli.backup.report":
      "{done} : {blobs} fichiers de photos et d'audio, {files} autres fichiers, {megabytes} Mo.",
    "cli.backup.missing":
      "{count} fichiers ont été supprimés avec leurs enregistrements pendant la sauvegarde ; ils n'y sont pas.",
    "cli.migrate.needsDatabase":
      "donnez la base de destination avec --to-database postgres://user@host:port/db",
    "cli.migrate.needsBlobs": "donnez le bucket de destination avec --to-blobs s3://bucket?endpoint=…",
    "cli.migrate.done": "Copié et vérifié : {rows} ; {blobs} blobs (SHA-256 contrôlé).",
    "cli.migrate.next":
      "Ensuite : démarrez Visor avec --database {database} --blobs {blobs}, et gardez {folder} jusqu'à l'avoir vérifié.",
    "cli.models.needsName": "donnez exactement un NOM de modèle (custom/NOM)",
    "cli.models.listTakesNoArguments": "`visor models list` ne prend pas d'argument",
    "cli.models.listTitle":
      "Modèles enregistrés dans {path}, tels que cette commande les voit (les états sont ceux de ce processus, pas d'un serveur en marche ; interrogez un serveur avec GET /api/v1/models) :",
    "cli.models.defaultFor": "par défaut pour {uses}",
    "cli.models.inMemory": "{megabytes} Mo en mémoire",
    "cli.models.voices": "voix : {voices}",
    "cli.models.parameters": "{count} paramètres",
    "cli.models.context": "contexte de {tokens}",
    "cli.models.fileSize": "fichier de {size}",
    "cli.models.megabytes": "{n} Mo",
    "cli.models.bytes": "{n} octets",
    "cli.backup.progress.database": "Copie de la base de données…",
    "cli.backup.progress.files": "Copie des photos et fichiers audio : {count}…",
    "cli.backup.progress.count": "  {done} sur {total}",
    "cli.restore.progress.files": "Restauration des photos, de l'audio et des fichiers…",
    "cli.restore.progress.database": "Restauration de la base de données…",
    "cli.migrate.progress.outbox": "Suppressions en attente faites avant la copie : {count}",
    "cli.models.noSuchModel": "Il n'y a pas de modèle « {id} » ; voyez `visor models list`.",
    "cli.models.notInstalled": "non installé",
    "cli.models.nothingToLoad": "rien à charger ({state})",
    "cli.models.loadedIn": "{state} en {seconds} s",
    "cli.models.needsFile": "donnez exactement un fichier de modèle (.gguf ou .onnx)",
    "cli.models.ggufOnly": "--{option} sert aux modèles .gguf, pas aux classifieurs ONNX",
    "cli.models.replaceGGUFOnly": "--replace sert aux modèles .gguf ; retirez d'abord le classifieur",
    "cli.models.noFile":
      "Il n'y a pas de fichier à {path} ; vérifiez le chemin du fichier de modèle .gguf ou .onnx.",
    "cli.models.notAModel": "{file} n'est ni un modèle GGUF (.gguf) ni un classifieur ONNX (.onnx)",
    "cli.models.onnxOnly": "--{option} sert aux classifieurs ONNX, pas aux modèles .gguf",
    "cli.models.needsONNX": "donnez exactement un fichier model.onnx",
    "cli.models.needsLabels": "--labels FILE est obligatoire",
    "cli.models.wholePixels": "--{option} doit être un nombre entier de pixels",
    "cli.models.added":
      "{id} ajouté [{capabilities}] : {facts}.\nDiscutez avec lui : `visor chat --model {id}`, ou \"model\": \"{id}\" dans les requêtes d'API. Il se charge à la première utilisation (`visor models warm {id}` le charge maintenant) ; un serveur en marche le voit après un redémarrage.",
    "cli.models.addedClassifier":
      "{id} ajouté : {labels} étiquettes, entrée {size}×{size}. Utilisez-le avec `visor classify PHOTO --model {name}` ou POST /api/v1/classify (model={id}).",
    "cli.recognizers.unexpected": "argument inattendu {argument}",
    "cli.recognizers.added":
      "Modèle de reconnaissance « {name} » ajouté : POST /api/v1/recognizers/{name}/identify",
    "cli.recognizers.builtIn": "(intégré)",
    "cli.providers.usage": "utilisez `visor providers list` ou `visor providers test`",
    "cli.providers.capabilities": "Capacités :",
    "cli.providers.notConfigured": "non configuré. {how}",
    "cli.providers.noRemote":
      "Aucun fournisseur distant n'est configuré ; Visor fonctionne avec son moteur hors ligne. Voyez le README, Configuration.",
    "cli.classify.model": "modèle : {model}",
    "cli.helpers.labelHelper": "aidant",
    "cli.helpers.labelHelping": "aide",
    "cli.helpers.forEveryone": "pour tout le monde",
    "cli.error.remoteModelsOnlyList":
      "en mode distant, seule `visor models list` fonctionne (les modèles du serveur et leur état)",
    "cli.faces.photoCount": "(photos : {count})",
    "cli.car.hp": "{value} ch",
    "cli.car.topSpeed": "vitesse max. {value} km/h",
    "cli.car.zeroToHundred": "0–100 km/h en {value} s",
    "cli.car.performance": "performances : {value}",
    "cli.car.cylinders": "{count} cylindres",
    "cli.car.engine": "moteur : {value}",
    "cli.car.paintCode": "code peinture {value}",
    "cli.car.measured": "mesurée {value}",
    "cli.car.colour": "couleur : {value}",
    "cli.car.confidence": "confiance {value}",
    "cli.car.model": "modèle {value}",
    "cli.error.cannotReadModelFile": "impossible de lire le fichier de modèle {path}",
    "cli.error.cannotReadLabelsFile": "impossible de lire le fichier d'étiquettes {path}",
    "cli.error.cannotReadSchemaFile": "impossible de lire le fichier de schéma {path}",
    "cli.maintenance.removedBoth": "Supprimés : {leftovers} et {signIns}.",
  ]

  static let cliFrenchAdminPlural: [MessageID: MessageTemplate] = [
    "cli.maintenance.removedOrphans": .plural(
      "count",
      [
        .one: "{count} blob orphelin supprimé (aucun enregistrement n'y renvoie, plus ancien que {grace} s).",
        .other:
          "{count} blobs orphelins supprimés (aucun enregistrement n'y renvoie, plus anciens que {grace} s).",
      ]),
    "cli.maintenance.wouldRemoveOrphans": .plural(
      "count",
      [
        .one:
          "{count} blob orphelin serait supprimé (aucun enregistrement n'y renvoie, plus ancien que {grace} s).",
        .other:
          "{count} blobs orphelins seraient supprimés (aucun enregistrement n'y renvoie, plus anciens que {grace} s).",
      ]),
    "cli.maintenance.leftovers": .plural(
      "count",
      [.one: "{count} reste d'écriture interrompue", .other: "{count} restes d'écritures interrompues"]),
    "cli.maintenance.expiredSignIns": .plural(
      "count", [.one: "{count} connexion expirée", .other: "{count} connexions expirées"]),
    "cli.maintenance.didDeletions": .plural(
      "count",
      [
        .one: "{count} suppression en attente effectuée ; {failed} en échec, qui seront relancées.",
        .other: "{count} suppressions en attente effectuées ; {failed} en échec, qui seront relancées.",
      ]),
    "cli.maintenance.waiting": .plural(
      "count",
      [
        .one:
          "{count} suppression en attente patiente encore (le stockage de blobs est peut-être injoignable ; elle est relancée).",
        .other:
          "{count} suppressions en attente patientent encore (le stockage de blobs est peut-être injoignable ; elles sont relancées).",
      ]),
    "cli.maintenance.kept": .plural(
      "count",
      [
        .one:
          "{count} blob sans référence plus récent que {grace} s conservé : une requête est peut-être encore en train de l'enregistrer.",
        .other:
          "{count} blobs sans référence plus récents que {grace} s conservés : une requête est peut-être encore en train de les enregistrer.",
      ]),
  ]

  static let cliFrench: [MessageID: MessageTemplate] = cliFrenchLines.merging(
    cliFrenchAdmin.mapValues(MessageTemplate.init).merging(cliFrenchAdminPlural) { own, _ in own }
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
    "cli.sub.serve": "Startet den Visor-Server: die Web-App unter / und die API unter /api/v1.",
    "cli.details.serve":
      "Der erste Start mit leerem Datenordner legt das Admin-Konto an und gibt einen Einmal-Anmeldecode aus.\n--lan bedient Handys im eigenen Netz über HTTPS (Browser erlauben Kamera und Mikrofon nur über HTTPS);\nohne --tls-cert/--tls-key erzeugt es ein selbstsigniertes Zertifikat in <data-dir>/tls und gibt seinen Fingerabdruck aus.\nSIGINT/SIGTERM nehmen keine Verbindungen mehr an und lassen laufende Anfragen zu Ende laufen (--shutdown-grace Sekunden).",
    "cli.setting.host": "Adresse, auf der gelauscht wird (--lan lauscht auf allen Schnittstellen).",
    "cli.setting.port": "TCP-Port, auf dem gelauscht wird (0 wählt einen freien).",
    "cli.setting.lan":
      "Bedient Handys im lokalen Netz: alle Schnittstellen, HTTPS mit selbstsigniertem Zertifikat.",
    "cli.setting.tlsCert": "PEM-Zertifikatsdatei für HTTPS.",
    "cli.setting.tlsKey": "PEM-Datei mit dem privaten Schlüssel für HTTPS.",
    "cli.setting.maxBodyMb": "Größter Anfrage-Body in Megabyte (darüber 413).",
    "cli.setting.maxHeaderKb": "Größter Header-Block einer Anfrage in Kilobyte (darüber 431).",
    "cli.setting.clientTimeout":
      "Sekunden, die ein Client für die Header einer Anfrage brauchen (danach 408) oder untätig sein darf, bevor er getrennt wird.",
    "cli.setting.maxConnections":
      "Höchstzahl gleichzeitiger Verbindungen; ist sie erreicht, wird die älteste untätige geschlossen, sonst bekommt eine neue ein JSON-503.",
    "cli.setting.maxConnectionsPerAddress":
      "Höchstzahl gleichzeitiger Verbindungen von einer Client-Adresse (0: keine Grenze), damit eine Adresse die anderen nicht aushungert.",
    "cli.setting.trustedProxy":
      "Adresse oder CIDR-Block eines Reverse-Proxys (mehrfach angebbar oder durch Kommas getrennt), dessen X-Forwarded-For die Client-Adresse festlegt.",
    "cli.setting.shutdownGrace": "Sekunden, die laufende Anfragen nach SIGINT/SIGTERM noch haben.",
    "cli.setting.webDir": "Ordner der Web-App (Standard: der Web-Ordner neben den Quellen).",
    "cli.setting.imageMaxSide": "Lange Seite in Pixeln, auf die hochgeladene Fotos verkleinert werden.",
    "cli.setting.imageMaxMegapixels": "Größtes angenommenes Foto in Megapixeln (darüber 422).",
    "cli.setting.crossChecks":
      "Prüft die Antworten eines Vision-Anbieters gegen die eigenen Messungen der Offline-Engine (Text, Personen, Codes, Farbe) und sagt, wenn sie sich widersprechen; false spart die Rechenzeit dafür.",
    "cli.setting.faces":
      "Erlaubt, Gesichter beizubringen und zu hören, wer vor einem steht (Entscheidung 038); false schaltet die Funktion für alle ab.",
    "cli.setting.meaningSearch":
      "Durchsucht Verlauf und Chats auch nach Bedeutung, sprachübergreifend, mit multilingual-e5-small, wenn das Setup es installiert hat (Entscheidung 042); false: nur Volltext.",
    "cli.setting.warm":
      "Lokale Modelle, durch Kommas getrennt, die beim Start geladen werden (z. B. local/scene,local/piper-joe), oder 'all' (alle local/… und registrierten custom/…-Modelle).",
    "cli.setting.sessionDays": "Tage, die eine Web-Anmeldung gilt.",
    "cli.setting.requestsPerMinute":
      "Standardgrenze für API-Anfragen pro Benutzer und UTC-Minute (darüber 429; nicht gesetzt: unbegrenzt); Admins ändern sie pro Benutzer.",
    "cli.setting.analysesPerDay":
      "Standardgrenze für Analysen (analyze, Nachfragen, identify, /analyzeImageContents) pro Benutzer und UTC-Tag (darüber 429; nicht gesetzt: unbegrenzt); Admins ändern sie pro Benutzer.",
    "cli.setting.liveProviderInterval":
      "Sekunden, die eine Live-Kamera-Sitzung zwischen zwei Aufrufen des Vision-Anbieters wartet (describe und ask; nur wenn sich das Bild geändert hat); Offline-Kanäle laufen auf jedem geänderten Bild.",
    "cli.setting.maxLiveSessions":
      "Höchstzahl gleichzeitig offener Live-Kamera-Sitzungen (GET /api/v1/live) auf dieser Instanz (darüber 503); jede Anmeldung hat eine.",
    "cli.setting.maxPhotoWork":
      "Hochgeladene Fotos (Analysen, Identifizierungen, Klassifizierungen), die gleichzeitig bearbeitet werden (nicht gesetzt: vier pro Kern, höchstens eins pro 512 MB Speicher); der Rest wartet der Reihe nach.",
    "cli.setting.maxPhotoWait":
      "Sekunden, die ein Upload voraussichtlich auf seine Reihe warten darf; darüber wird er sofort mit 503 und Retry-After abgelehnt, bevor sein Body gelesen wird.",
    "cli.setting.helpExpirySeconds":
      "Sekunden, die eine Anfrage an die Helfer des Benutzers auf einen Menschen wartet, bevor der Fragende hört, dass niemand antworten konnte.",
    "cli.setting.iceServer":
      "Ein STUN- oder TURN-Server für Anrufe zwischen Helfern über Netzgrenzen: stun:HOST:PORT oder turn:HOST:PORT (mehrfach angebbar); TURN-Zugangsdaten aus VISOR_TURN_USERNAME / VISOR_TURN_PASSWORD. Im selben LAN nicht nötig.",
    "cli.setting.turnUsername": "Benutzername des TURN-Servers für Anrufe.",
    "cli.setting.turnPassword": "Passwort des TURN-Servers für Anrufe.",
    "cli.setting.blobGraceSeconds":
      "Die Wartung löscht nie ein gespeichertes Foto oder eine Datei, die jünger ist, auch wenn noch kein Eintrag darauf verweist (eine Anfrage speichert sie vielleicht gerade).",
    "cli.setting.maintenanceIntervalSeconds":
      "Wie oft `visor serve` verwaiste Blobs und abgelaufene Anmeldungen entfernt (0: nie; dann `visor maintenance` ausführen).",
    "cli.setting.outboxIntervalSeconds":
      "Wie oft `visor serve` Arbeit erneut versucht, die Löschungen hinterlassen, etwa den Blob eines gelöschten Fotos zu löschen (läuft auch direkt nach jeder Löschung; 0: nur dann und in `visor maintenance`).",
    "cli.setting.openaiApiKey": "OpenAI-API-Schlüssel; schaltet die OpenAI-Modelle frei.",
    "cli.setting.geminiApiKey": "Gemini-API-Schlüssel; schaltet die Gemini-Modelle frei.",
    "cli.setting.providerApiKey": "API-Schlüssel für --provider-url, falls nötig.",
    "cli.setting.providerIdleTimeout":
      "Sekunden, die ein Anbieter mitten in einer Antwort schweigen darf, bevor die Anfrage fehlschlägt (504).",
    "cli.setting.providerTimeout":
      "Sekunden, die die ganze Antwort eines Anbieters dauern darf (danach 504).",
    "cli.setting.imageTimeout":
      "Sekunden, die eine Bilderzeugung dauern darf (sie wird nicht gestreamt: nichts kommt an, bevor das Bild fertig ist).",
    "cli.setting.providerMaxAnswerKb":
      "Größte JSON-Antwort eines Anbieters (eine Chat-Antwort am Stück, eine Transkription) in Kilobyte.",
    "cli.setting.providerMaxMediaMb": "Größtes erzeugtes Bild oder Sprach-Audio eines Anbieters in Megabyte.",
    "cli.setting.providerMaxEventKb":
      "Größtes einzelnes Server-Sent Event im Stream eines Anbieters in Kilobyte.",
    "cli.setting.providerMaxStreamMb":
      "Höchstzahl Bytes einer gestreamten Anbieter-Antwort, alle Events zusammen, in Megabyte.",
    "cli.setting.maxAnswerCharacters":
      "Höchstzahl Zeichen einer Modellantwort; eine längere schlägt fehl (502), und nichts wird gespeichert oder gesprochen.",
    "cli.setting.defaultImageGeneration": "Modell-ID für die Bilderzeugung (braucht einen Anbieter).",
    "cli.sub.car": "Erkennt das Auto auf einem Foto und speichert es in der Garage.",
    "cli.details.car":
      "Ohne Vision-Anbieter arbeitet Visor offline: nur die Karosserieform aus dem ImageNet-Klassifikator und die gemessene Farbe.",
    "cli.option.car.crop": "Ausschnitt in Anteilen (0…1) des aufgerichteten Fotos, z. B. 0.5,0.1,0.4,0.3.",
    "cli.option.car.model":
      "ID des Vision-Modells (Standard: das eingestellte Vision-Modell, sonst offline).",
    "cli.sub.garage.delete": "Löscht ein Auto und sein Foto.",
    "cli.sub.garage.list": "Listet die Autos in der Garage, die neuesten zuerst.",
    "cli.option.garage.list.limit": "Wie viele (Standard 20, höchstens 200).",
    "cli.sub.garage.show": "Zeigt ein Auto.",
    "cli.sub.classify": "Klassifiziert ein Foto (die besten 5; cute/notcute mit --model cute).",
    "cli.option.classify.model": "Klassifikator (Standard local/imagenet; cute = local/cute).",
    "cli.sub.recognizers.add": "Fügt eine Erkenner-Vorlage hinzu (Admins).",
    "cli.option.recognizers.add.name": "Name in Kleinbuchstaben für Pfade (z. B. plant).",
    "cli.option.recognizers.add.title": "Lesbarer Titel (z. B. Pflanze).",
    "cli.option.recognizers.add.prompt": "Was das Vision-Modell erkennen soll.",
    "cli.option.recognizers.add.schema":
      "JSON Schema der Felder (Objekt mit string/number/integer/boolean-Eigenschaften).",
    "cli.option.recognizers.add.titleField": "Textfeld, das jeden Eintrag benennt.",
    "cli.sub.recognizers.list": "Listet die Erkenner-Vorlagen (die eingebaute für Autos zuerst).",
    "cli.sub.faces.add":
      "Bringt Visor das Gesicht eines Menschen mit 1–10 Fotos bei (3 oder mehr empfohlen).",
    "cli.sub.faces.list": "Listet die Gesichter, die du beigebracht hast.",
    "cli.sub.faces.remove":
      "Vergisst eines (per ID oder Name): seine Merkmale sofort, seine Fotos kurz danach.",
    "cli.sub.things.add": "Bringt Visor eines deiner Dinge mit 1–10 Fotos bei (3 oder mehr empfohlen).",
    "cli.sub.things.list": "Listet die Dinge, die du beigebracht hast.",
    "cli.sub.helpers.accept": "Nimmt eine Einladung zum Helfen an (ihre ID aus `visor helpers list`).",
    "cli.sub.helpers.everyone":
      "Macht einen Benutzer zum Helfer für alle auf diesem Visor (--off beendet es).",
    "cli.option.helpers.everyone.off": "Nicht mehr Helfer für alle.",
    "cli.sub.helpers.invite": "Lädt jemanden auf diesem Visor ein, Helfer eines Benutzers zu sein.",
    "cli.sub.helpers.list": "Die Helfer eines Benutzers und die Menschen, denen er hilft.",
    "cli.sub.helpers.remove": "Beendet eine Helfer-Verbindung, von beiden Seiten aus.",
    "cli.sub.models.add":
      "Registriert ein GGUF-Chat-Modell (mit --mmproj: ein Vision-Modell) oder einen ONNX-Klassifikator.",
    "cli.details.models.add":
      "Eine .gguf-Datei wird anhand ihres Headers geprüft: Sie muss ein Chat-Modell sein (mit Chat-Vorlage), eine --mmproj-Datei ein CLIP-Vision-Projektor. Fähigkeiten, Kontextlänge und Größe kommen aus den Metadaten, nie aus dem Dateinamen. Die Datei wird referenziert, nicht kopiert: Lass sie, wo sie ist. Das Modell läuft in einem llama.cpp-Worker, der beim ersten Gebrauch startet (oder mit `visor models warm custom/NAME`). Ein laufender Server sieht es nach einem Neustart; POST /api/v1/admin/models registriert es sofort. Eine .onnx-Datei wird wie mit `visor models add-classifier` hinzugefügt.",
    "cli.option.models.add.mmproj":
      "Der Vision-Projektor des Modells (mmproj-….gguf): Das Modell sieht dann auch Bilder.",
    "cli.option.models.add.name": "Registriert als custom/NAME (Standard: der Dateiname).",
    "cli.option.models.add.replace": "Ersetzt ein registriertes Modell gleichen Namens.",
    "cli.option.models.add.chatFormat":
      "Chat-Handler von llama-cpp-python für ein Vision-Modell (Standard mtmd; z. B. llava-1-5, qwen2.5-vl).",
    "cli.option.models.add.labels": "Ein Label pro Zeile, in Ausgabereihenfolge.",
    "cli.option.models.add.size": "Quadratische Eingabegröße (Standard 299).",
    "cli.option.models.add.resize":
      "Bringt die kürzere Seite vor dem Mittelzuschnitt auf diese Größe (Standard: die Eingabegröße; 0 streckt).",
    "cli.option.models.add.mean":
      "Mittelwert pro Kanal auf Pixeln von 0…1: 0.5 oder 0.485,0.456,0.406 (Standard 0).",
    "cli.option.models.add.std": "Standardabweichung pro Kanal: 0.5 oder 0.229,0.224,0.225 (Standard 1).",
    "cli.sub.models.addClassifier":
      "Fügt einen eigenen ONNX-Bildklassifikator hinzu (für die ganze Instanz).",
    "cli.details.models.addClassifier":
      "Das Modell wird mit einem Durchlauf auf einer Platzhalter-Eingabe geprüft. OpenCV 4.6 führt es aus: Exportiere mit ONNX-Opset 10 oder niedriger (torch.onnx.export(…, opset_version=10)). Ein laufender Server sieht es nach einem Neustart (oder füge es mit POST /api/v1/classifiers hinzu).",
    "cli.sub.models.list":
      "Listet die Modelle dieses Datenordners, wie dieser Befehl sie lädt: Fähigkeiten, Zustand (der dieses Prozesses, nicht eines laufenden Servers), Speicher und Hinweise.",
    "cli.sub.models.remove":
      "Meldet ein mit `models add` hinzugefügtes Modell oder einen eigenen Klassifikator ab (die Dateien bleiben).",
    "cli.details.models.remove":
      "Die Datei eines registrierten GGUF wird nie gelöscht; die Kopie eines eigenen Klassifikators im Datenordner schon. Eingebaute Modelle lassen sich nicht entfernen.",
    "cli.sub.models.warm":
      "Lädt lokale Modelle jetzt und meldet Ladezeit und Speicher (prüft, ob sie funktionieren).",
    "cli.details.models.warm":
      "Standardmäßig wird erst bei Bedarf geladen; `visor serve --warm all` (oder eine Liste von IDs) lädt Modelle beim Start im Hintergrund.",
    "cli.sub.config":
      "Gibt die wirksame Konfiguration aus, mit der Herkunft jedes Werts (Geheimnisse geschwärzt).",
    "cli.sub.maintenance":
      "Erledigt die von Löschungen hinterlassene Arbeit (ihre Blobs) und entfernt verwaiste Blobs, Reste abgebrochener Schreibvorgänge und abgelaufene Anmeldungen (ein Durchlauf).",
    "cli.details.maintenance":
      "Sicher, während `visor serve` auf demselben Datenordner läuft: Ein gespeichertes Foto, auf das noch kein Eintrag verweist,\nkann zu einer Anfrage gehören, die gerade gespeichert wird; deshalb wird nichts gelöscht, was jünger als --blob-grace-seconds (Standard 3600) ist.\n`visor serve` macht denselben Durchlauf beim Start und alle --maintenance-interval-seconds.\nZuerst arbeitet es die Warteschlange ab: die Blobs gelöschter Einträge, eingereiht in der Transaktion der Löschung selbst\nund erneut versucht, bis der Blob-Speicher sie annimmt (serve tut das auch direkt nach jeder\nLöschung und alle --outbox-interval-seconds).",
    "cli.option.maintenance.dryRun": "Zählt, was entfernt würde; löscht nichts.",
    "cli.option.maintenance.json": "Gibt den Bericht als JSON aus.",
    "cli.sub.backup":
      "Kopiert den Datenordner (Datenbank, Fotos, Audio, Klassifikatoren, Modelleinträge) in eine Datei.",
    "cli.details.backup":
      "Sicher, während `visor serve` auf demselben Datenordner läuft: Die Datenbank wird aus einem Schnappschuss kopiert, dann\ndie Fotos und das Audio, auf die ihre Einträge verweisen, jeweils mit SHA-256. Die Datei ist eine SQLite-Datenbank\n(`sqlite3 FILE .tables` öffnet sie). Wiederherstellen mit `visor restore FILE --data-dir D`. Für Installationen mit PostgreSQL\nund S3 nimm stattdessen pg_dump und die Versionierung des Buckets.",
    "cli.option.backup.to": "Die zu schreibende Sicherungsdatei (darf nicht existieren).",
    "cli.sub.restore": "Stellt eine Datei von `visor backup` in einem Datenordner wieder her.",
    "cli.details.restore":
      "Prüft die Prüfsumme jedes Elements; die Datenbank kommt zuletzt an ihren Platz, sodass eine abgebrochene Wiederherstellung\nerneut laufen kann (mit --force). Beende vorher `visor serve` auf diesem Datenordner.",
    "cli.option.restore.force": "Ersetzt den Visor, der schon im Datenordner ist.",
    "cli.sub.migrate":
      "Kopiert die eingebettete Installation (SQLite + Dateien) nach PostgreSQL + S3, geprüft und fortsetzbar.",
    "cli.details.migrate":
      "Beende vorher `visor serve` auf dem Datenordner: Während der Kopie darf nichts anderes schreiben.\nJede Tabelle wird kopiert, Eltern zuerst, in Stapeln von 500 Zeilen, die Fotos und das Audio jedes Stapels direkt vor\nseinen Zeilen (danach die Blobs, die keine Zeile nennt); am Ende werden Zeilenzahlen und der SHA-256 jedes Blobs\nauf beiden Seiten verglichen. Der Fortschritt geht nach stderr\n(\"users 3/3, analyses 120/400, …, blobs 512/1024\"). Ein Ziel, das schon Daten enthält, wird abgelehnt,\naußer mit --resume; ein abgebrochener Lauf (Strg-C, kill -9, eine verlorene Verbindung) wird beendet,\nindem man denselben Befehl mit --resume erneut ausführt; er überspringt, was schon da ist, und schreibt einen\nBlob neu, dessen Bytes abweichen. Das Passwort kommt aus\nPGPASSWORD, die Schlüssel des Buckets aus AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (Umgebung oder\n--key-file). Danach starte Visor mit --database und --blobs auf das Ziel; behalte den Datenordner,\nbis du die neue Installation geprüft hast.",
    "cli.option.migrate.toDatabase":
      "Die PostgreSQL-Zieldatenbank: postgres://user@host:port/db (Passwort aus PGPASSWORD).",
    "cli.option.migrate.toBlobs":
      "Der Bucket, in den Fotos und Audio kopiert werden: s3://bucket?endpoint=…&path-style=true.",
    "cli.option.migrate.resume":
      "Setzt eine abgebrochene Migration in ein Ziel fort, das schon einen Teil der Kopie enthält.",
    "cli.sub.providers":
      "Listet die eingestellten Modelle und Anbieter oder prüft, ob jeder entfernte Anbieter antwortet.",
    "cli.details.providers":
      "list: jedes Modell mit Fähigkeiten und Zustand (lokale Modelle: geladen, nicht geladen, fehlt), dann\n  jede Fähigkeit: das Modell, das sie abdeckt, oder wie man eines hinzufügt (Umgebungsvariablen, Optionen).\ntest: schickt jedem entfernten Anbieter eine winzige Anfrage (GET /models) und sagt, ob URL und Schlüssel funktionieren.\nAPI-Schlüssel kommen aus VISOR_OPENAI_API_KEY, VISOR_GEMINI_API_KEY, VISOR_PROVIDER_API_KEY oder der Schlüsseldatei.",
    "cli.sub.chat":
      "Chattet mit einem Modell: eine interaktive Sitzung oder eine einzelne Nachricht mit --message.",
    "cli.details.chat":
      "Interaktiv: Tippe eine Nachricht und drücke Enter; die Antwort kommt Stück für Stück. /new beginnt einen neuen Chat, /quit\n(oder das Ende der Eingabe, Strg-D) beendet. Chats werden gespeichert und erscheinen in der Web-App.\nEntfernt: `visor --server URL --token T chat` führt dieselbe Sitzung auf einem laufenden Visor (mit dem\nKonto des Tokens; --user und die Einstellungen des Datenordners gelten nicht).",
    "cli.option.chat.model": "Modell-ID (Standard: das Standard-Chat-Modell; siehe `visor models`).",
    "cli.option.chat.message": "Schickt eine Nachricht, gibt die Antwort aus und beendet sich.",
    "cli.option.chat.chat": "Setzt einen bestehenden Chat fort, statt einen neuen zu beginnen.",
    "cli.option.chat.json": "Mit --message: gibt die Antwort als JSON aus.",
    "cli.sub.imagine": "Erzeugt ein Bild aus einer Beschreibung (braucht einen Bild-Anbieter).",
    "cli.details.imagine":
      "Das Bild wird auch in der Galerie des Benutzers gespeichert (GET /api/v1/images). Richte vorher einen Anbieter ein, z. B. VISOR_OPENAI_API_KEY.",
    "cli.option.imagine.output":
      "Wohin das Bild geschrieben wird (-o geht auch; Standard: visor-<id>.<ext> hier).",
    "cli.option.imagine.size":
      "Eine von 256x256, 512x512, 1024x1024, 1024x1792, 1792x1024, 1024x1536, 1536x1024 (Standard 1024x1024).",
    "cli.option.imagine.json": "Gibt den Galerie-Eintrag als JSON aus.",
    "cli.sub.live":
      "Spielt Bilder aus einem Video, einer y4m-Datei oder einem Fotoordner durch eine Live-Sitzung und gibt aus, was gesagt wird.",
    "cli.details.live":
      "Jeder Satz steht auf einer eigenen Zeile, sobald er gesagt wird; Fehler gehen nach stderr, und die Sitzung läuft weiter. Ein Ordner: seine Fotos (jpg, png, webp, heic, gif) nach Namen sortiert, eins pro Sekunde. Eine y4m-Datei oder ein Video: ein Bild pro Sekunde, dekodiert mit dem Befehl ffmpeg (ffmpeg installieren). Jedes Bild wartet auf seine Antwort, bevor das nächste geschickt wird. Endet mit 0 am Ende der Eingabe, mit 1, wenn der Server die Sitzung beendet. Ohne --server läuft es mit den Offline-Modellen des Datenordners als --user (Standard: der erste Admin); mit --server (oder VISOR_URL/VISOR_TOKEN) auf diesem Server, über ws:// oder bei einem https://-Server über wss:// (sein Zertifikat geprüft gegen den CA-Speicher des Systems oder die Datei, die CURL_CA_BUNDLE nennt).",
    "cli.option.live.mode":
      "text, describe (Standard), people, barcode, colour, light oder find (mit --target).",
    "cli.option.live.target":
      "Was find sucht: person, text, barcode, face oder ein beigebrachtes Ding bzw. einen beigebrachten Menschen, per Name.",
    "cli.option.live.interval":
      "Zeit zwischen gesendeten Bildern (Standard 1; 0 schickt jedes Bild, sobald das letzte beantwortet ist).",
    "cli.option.live.verbose": "Gibt auch ruhige Bilder aus (unverändert, nichts, beschäftigt).",
    "cli.error.unexpectedArgument": "unerwartetes Argument „{argument}“",
    "cli.error.optionRequired": "--{option} ist erforderlich",
    "cli.serve.network": "in deinem Netz: {url}",
    "cli.serve.fingerprint": "SHA-256-Fingerabdruck des TLS-Zertifikats: {fingerprint}",
    "cli.serve.selfSigned":
      "(selbstsigniert; siehe README, „Phones“, um ihm auf iOS und Android zu vertrauen)",
    "cli.serve.firstRun": "Erster Start: Admin-Konto „{name}“ angelegt.",
    "cli.serve.signInOnce":
      "Melde dich einmal mit diesem Einmalcode an (er verfällt bei der ersten Nutzung oder nach 24 Stunden):",
    "cli.serve.orOpen": "oder öffne {url}",
    "cli.serve.thenPassword":
      "Setze danach ein Passwort in den Einstellungen oder lege mit `visor users token admin` ein API-Token an.",
    "cli.serve.shuttingDown": "Wird beendet: laufende Anfragen werden abgeschlossen (bis zu {seconds} s)…",
    "cli.config.onlyShow": "der Befehl config hat einen Unterbefehl: `visor config show`",
    "cli.backup.unexpectedArgument": "unerwartetes Argument „{argument}“; gib die Datei mit --to FILE an",
    "cli.backup.needsTo": "gib die Sicherungsdatei mit --to FILE an",
    "cli.backup.wrote": "{path} geschrieben",
    "cli.restore.needsFile": "gib genau eine Sicherungsdatei an",
    "cli.restore.restored": "Wiederhergestellt in {path}",
    "cli.backup.report": "{done}: {blobs} Foto- und Audiodateien, {files} weitere Dateien, {megabytes} MB.",
    "cli.backup.missing":
      "{count} Dateien wurden während der Sicherung mit ihren Einträgen gelöscht; sie sind nicht darin.",
    "cli.migrate.needsDatabase": "gib die Zieldatenbank mit --to-database postgres://user@host:port/db an",
    "cli.migrate.needsBlobs": "gib den Ziel-Bucket mit --to-blobs s3://bucket?endpoint=… an",
    "cli.migrate.done": "Kopiert und geprüft: {rows}; {blobs} Blobs (SHA-256 geprüft).",
    "cli.migrate.next":
      "Als Nächstes: starte Visor mit --database {database} --blobs {blobs} und behalte {folder}, bis du es geprüft hast.",
    "cli.models.needsName": "gib genau einen Modell-NAMEN an (custom/NAME)",
    "cli.models.listTakesNoArguments": "`visor models list` nimmt keine Argumente",
    "cli.models.listTitle":
      "Modelle, registriert in {path}, wie dieser Befehl sie sieht (Zustände dieses Prozesses, nicht eines laufenden Servers; frag einen Server mit GET /api/v1/models):",
    "cli.models.defaultFor": "Standard für {uses}",
    "cli.models.inMemory": "{megabytes} MB im Speicher",
    "cli.models.voices": "Stimmen: {voices}",
    "cli.models.parameters": "{count} Parameter",
    "cli.models.context": "Kontext {tokens}",
    "cli.models.fileSize": "Datei {size}",
    "cli.models.megabytes": "{n} MB",
    "cli.models.bytes": "{n} Bytes",
    "cli.backup.progress.database": "Datenbank wird kopiert…",
    "cli.backup.progress.files": "Fotos und Audiodateien werden kopiert: {count}…",
    "cli.backup.progress.count": "  {done} von {total}",
    "cli.restore.progress.files": "Fotos, Audio und Dateien werden wiederhergestellt…",
    "cli.restore.progress.database": "Datenbank wird wiederhergestellt…",
    "cli.migrate.progress.outbox": "Vor dem Kopieren erledigte Löschungen aus der Warteschlange: {count}",
    "cli.models.noSuchModel": "Es gibt kein Modell „{id}“; siehe `visor models list`.",
    "cli.models.notInstalled": "nicht installiert",
    "cli.models.nothingToLoad": "nichts zu laden ({state})",
    "cli.models.loadedIn": "{state} in {seconds} s",
    "cli.models.needsFile": "gib genau eine Modelldatei an (.gguf oder .onnx)",
    "cli.models.ggufOnly": "--{option} ist für .gguf-Modelle, nicht für ONNX-Klassifikatoren",
    "cli.models.replaceGGUFOnly": "--replace ist für .gguf-Modelle; entferne zuerst den Klassifikator",
    "cli.models.noFile":
      "Unter {path} gibt es keine Datei; prüfe den Pfad der .gguf- oder .onnx-Modelldatei.",
    "cli.models.notAModel": "{file} ist weder ein GGUF-Modell (.gguf) noch ein ONNX-Klassifikator (.onnx)",
    "cli.models.onnxOnly": "--{option} ist für ONNX-Klassifikatoren, nicht für .gguf-Modelle",
    "cli.models.needsONNX": "gib genau eine model.onnx-Datei an",
    "cli.models.needsLabels": "--labels FILE ist erforderlich",
    "cli.models.wholePixels": "--{option} muss eine ganze Zahl von Pixeln sein",
    "cli.models.added":
      "{id} hinzugefügt [{capabilities}]: {facts}.\nChatte damit: `visor chat --model {id}`, oder \"model\": \"{id}\" in API-Anfragen. Es lädt beim ersten Gebrauch (`visor models warm {id}` lädt es sofort); ein laufender Server sieht es nach einem Neustart.",
    "cli.models.addedClassifier":
      "{id} hinzugefügt: {labels} Labels, Eingabe {size}×{size}. Nutze ihn mit `visor classify FOTO --model {name}` oder POST /api/v1/classify (model={id}).",
    "cli.recognizers.unexpected": "unerwartet: {argument}",
    "cli.recognizers.added": "Erkenner „{name}“ hinzugefügt: POST /api/v1/recognizers/{name}/identify",
    "cli.recognizers.builtIn": "(eingebaut)",
    "cli.providers.usage": "nutze `visor providers list` oder `visor providers test`",
    "cli.providers.capabilities": "Fähigkeiten:",
    "cli.providers.notConfigured": "nicht eingerichtet. {how}",
    "cli.providers.noRemote":
      "Kein entfernter Anbieter eingerichtet; Visor läuft mit seiner Offline-Engine. Siehe README, Configuration.",
    "cli.classify.model": "Modell: {model}",
    "cli.helpers.labelHelper": "Helfer",
    "cli.helpers.labelHelping": "hilft",
    "cli.helpers.forEveryone": "für alle",
    "cli.error.remoteModelsOnlyList":
      "im Fernmodus läuft nur `visor models list` (die Modelle des Servers und ihr Zustand)",
    "cli.faces.photoCount": "(Fotos: {count})",
    "cli.car.hp": "{value} PS",
    "cli.car.topSpeed": "Höchstgeschwindigkeit {value} km/h",
    "cli.car.zeroToHundred": "0–100 km/h in {value} s",
    "cli.car.performance": "Fahrleistung: {value}",
    "cli.car.cylinders": "{count} Zylinder",
    "cli.car.engine": "Motor: {value}",
    "cli.car.paintCode": "Farbcode {value}",
    "cli.car.measured": "gemessen {value}",
    "cli.car.colour": "Farbe: {value}",
    "cli.car.confidence": "Sicherheit {value}",
    "cli.car.model": "Modell {value}",
    "cli.error.cannotReadModelFile": "die Modelldatei {path} lässt sich nicht lesen",
    "cli.error.cannotReadLabelsFile": "die Label-Datei {path} lässt sich nicht lesen",
    "cli.error.cannotReadSchemaFile": "die Schema-Datei {path} lässt sich nicht lesen",
    "cli.maintenance.removedBoth": "Entfernt: {leftovers} und {signIns}.",
  ]

  static let cliGermanAdminPlural: [MessageID: MessageTemplate] = [
    "cli.maintenance.removedOrphans": .plural(
      "count",
      [
        .one: "{count} verwaister Blob entfernt (kein Eintrag verweist darauf, älter als {grace} s).",
        .other: "{count} verwaiste Blobs entfernt (kein Eintrag verweist darauf, älter als {grace} s).",
      ]),
    "cli.maintenance.wouldRemoveOrphans": .plural(
      "count",
      [
        .one: "Würde {count} verwaisten Blob entfernen (kein Eintrag verweist darauf, älter als {grace} s).",
        .other:
          "Würde {count} verwaiste Blobs entfernen (kein Eintrag verweist darauf, älter als {grace} s).",
      ]),
    "cli.maintenance.leftovers": .plural(
      "count",
      [
        .one: "{count} Rest eines abgebrochenen Schreibvorgangs",
        .other: "{count} Reste abgebrochener Schreibvorgänge",
      ]),
    "cli.maintenance.expiredSignIns": .plural(
      "count", [.one: "{count} abgelaufene Anmeldung", .other: "{count} abgelaufene Anmeldungen"]),
    "cli.maintenance.didDeletions": .plural(
      "count",
      [
        .one: "{count} ausstehende Löschung erledigt; {failed} fehlgeschlagen, sie werden erneut versucht.",
        .other:
          "{count} ausstehende Löschungen erledigt; {failed} fehlgeschlagen, sie werden erneut versucht.",
      ]),
    "cli.maintenance.waiting": .plural(
      "count",
      [
        .one:
          "{count} ausstehende Löschung wartet noch (der Blob-Speicher ist vielleicht nicht erreichbar; sie wird erneut versucht).",
        .other:
          "{count} ausstehende Löschungen warten noch (der Blob-Speicher ist vielleicht nicht erreichbar; sie werden erneut versucht).",
      ]),
    "cli.maintenance.kept": .plural(
      "count",
      [
        .one:
          "{count} Blob ohne Verweis behalten, jünger als {grace} s: Eine Anfrage speichert ihn vielleicht noch.",
        .other:
          "{count} Blobs ohne Verweis behalten, jünger als {grace} s: Eine Anfrage speichert sie vielleicht noch.",
      ]),
  ]

  static let cliGerman: [MessageID: MessageTemplate] = cliGermanLines.merging(
    cliGermanAdmin.mapValues(MessageTemplate.init).merging(cliGermanAdminPlural) { own, _ in own }
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
    "cli.sub.serve": "Roda o servidor do Visor: o aplicativo web em / e a API em /api/v1.",
    "cli.details.serve":
      "A primeira execução com uma pasta de dados vazia cria a conta de administrador e mostra um código de acesso de uso único.\n--lan atende celulares da sua rede por HTTPS (os navegadores só liberam câmera e microfone em HTTPS);\nsem --tls-cert/--tls-key, cria um certificado autoassinado em <data-dir>/tls e mostra a impressão digital dele.\nSIGINT/SIGTERM param de aceitar conexões e deixam as requisições em andamento terminarem (--shutdown-grace segundos).",
    "cli.setting.host": "Endereço em que escutar (--lan escuta em todas as interfaces).",
    "cli.setting.port": "Porta TCP em que escutar (0 escolhe uma livre).",
    "cli.setting.lan":
      "Atende celulares da rede local: todas as interfaces, HTTPS com certificado autoassinado.",
    "cli.setting.tlsCert": "Arquivo PEM do certificado para HTTPS.",
    "cli.setting.tlsKey": "Arquivo PEM da chave privada para HTTPS.",
    "cli.setting.maxBodyMb": "Maior corpo de requisição, em megabytes (413 acima disso).",
    "cli.setting.maxHeaderKb": "Maior bloco de cabeçalhos de requisição, em kilobytes (431 acima disso).",
    "cli.setting.clientTimeout":
      "Segundos que um cliente pode levar para enviar os cabeçalhos de uma requisição (408 depois) ou ficar ocioso antes de ser desconectado.",
    "cli.setting.maxConnections":
      "Máximo de conexões simultâneas; quando lotado, a ociosa mais antiga é fechada, senão a nova recebe um 503 em JSON.",
    "cli.setting.maxConnectionsPerAddress":
      "Máximo de conexões simultâneas de um mesmo endereço de cliente (0: sem limite), para que um endereço não deixe os outros sem atendimento.",
    "cli.setting.trustedProxy":
      "Endereço ou bloco CIDR de um proxy reverso (repetível, ou separado por vírgulas) cujo X-Forwarded-For define o endereço do cliente.",
    "cli.setting.shutdownGrace":
      "Segundos que as requisições em andamento têm para terminar após SIGINT/SIGTERM.",
    "cli.setting.webDir": "Pasta do aplicativo web (padrão: a pasta Web ao lado do código-fonte).",
    "cli.setting.imageMaxSide": "Lado maior, em pixels, para o qual as fotos enviadas são reduzidas.",
    "cli.setting.imageMaxMegapixels": "Maior foto aceita, em megapixels (422 acima disso).",
    "cli.setting.crossChecks":
      "Confere as respostas de um provedor de visão com as medições do próprio motor offline (texto, pessoas, códigos, cor) e avisa quando discordam; false economiza a CPU que isso custa.",
    "cli.setting.faces":
      "Permite ensinar rostos e ouvir quem está à frente (decisão 038); false desliga o recurso para todos.",
    "cli.setting.meaningSearch":
      "Busca também pelo sentido no histórico e nos chats, entre idiomas, com multilingual-e5-small quando a instalação o incluiu (decisão 042); false: só texto completo.",
    "cli.setting.warm":
      "Modelos locais, separados por vírgula, a carregar na inicialização (ex.: local/scene,local/piper-joe), ou 'all' (todos os local/… e os custom/… registrados).",
    "cli.setting.sessionDays": "Dias que dura um acesso pela web.",
    "cli.setting.requestsPerMinute":
      "Limite padrão de requisições à API por usuário num minuto UTC (429 acima disso; sem valor: sem limite); administradores mudam por usuário.",
    "cli.setting.analysesPerDay":
      "Limite padrão de análises (analyze, perguntas de acompanhamento, identify, /analyzeImageContents) por usuário num dia UTC (429 acima disso; sem valor: sem limite); administradores mudam por usuário.",
    "cli.setting.liveProviderInterval":
      "Segundos que uma sessão de câmera ao vivo espera entre chamadas ao provedor de visão (describe e ask; só quando a imagem mudou); os canais offline rodam em cada quadro que muda.",
    "cli.setting.maxLiveSessions":
      "Máximo de sessões de câmera ao vivo (GET /api/v1/live) abertas ao mesmo tempo nesta instância (503 acima disso); cada credencial tem uma.",
    "cli.setting.maxPhotoWork":
      "Fotos enviadas (análises, identificações, classificações) processadas ao mesmo tempo (sem valor: quatro por núcleo, no máximo uma a cada 512 MB de memória); as outras esperam a vez em ordem.",
    "cli.setting.maxPhotoWait":
      "Segundos que um envio pode ter de esperar a vez; acima disso é recusado na hora com 503 e Retry-After, antes de o corpo ser lido.",
    "cli.setting.helpExpirySeconds":
      "Segundos que um pedido aos ajudantes do usuário espera por uma pessoa antes de quem perguntou ouvir que ninguém pôde responder.",
    "cli.setting.iceServer":
      "Um servidor STUN ou TURN para chamadas entre ajudantes em redes diferentes: stun:HOST:PORTA ou turn:HOST:PORTA (repetível); credenciais TURN de VISOR_TURN_USERNAME / VISOR_TURN_PASSWORD. Não é preciso numa mesma rede local.",
    "cli.setting.turnUsername": "Usuário do servidor TURN para as chamadas.",
    "cli.setting.turnPassword": "Senha do servidor TURN para as chamadas.",
    "cli.setting.blobGraceSeconds":
      "A manutenção nunca apaga uma foto ou arquivo guardado mais novo que isto, mesmo que nenhum registro aponte para ele ainda (uma requisição pode estar salvando).",
    "cli.setting.maintenanceIntervalSeconds":
      "Com que frequência `visor serve` remove blobs órfãos e acessos expirados (0: nunca; rode `visor maintenance` em vez disso).",
    "cli.setting.outboxIntervalSeconds":
      "Com que frequência `visor serve` tenta de novo o trabalho deixado por exclusões, como apagar o blob de uma foto excluída (também roda logo após cada exclusão; 0: só então e em `visor maintenance`).",
    "cli.setting.openaiApiKey": "Chave de API da OpenAI; ativa os modelos da OpenAI.",
    "cli.setting.geminiApiKey": "Chave de API do Gemini; ativa os modelos do Gemini.",
    "cli.setting.providerApiKey": "Chave de API para --provider-url, se ele exigir.",
    "cli.setting.providerIdleTimeout":
      "Segundos que um provedor pode ficar em silêncio no meio de uma resposta antes de a requisição falhar (504).",
    "cli.setting.providerTimeout": "Segundos que a resposta inteira de um provedor pode levar (504 depois).",
    "cli.setting.imageTimeout":
      "Segundos que uma geração de imagem pode levar (não chega em partes: nada chega antes de a imagem ficar pronta).",
    "cli.setting.providerMaxAnswerKb":
      "Maior resposta JSON aceita de um provedor (uma resposta de chat inteira, uma transcrição), em kilobytes.",
    "cli.setting.providerMaxMediaMb":
      "Maior imagem gerada ou áudio de fala aceito de um provedor, em megabytes.",
    "cli.setting.providerMaxEventKb":
      "Maior Server-Sent Event isolado do fluxo de um provedor, em kilobytes.",
    "cli.setting.providerMaxStreamMb":
      "Máximo de bytes de uma resposta em fluxo de um provedor, somando todos os eventos, em megabytes.",
    "cli.setting.maxAnswerCharacters":
      "Máximo de caracteres de uma resposta de modelo; uma mais longa falha (502) e nada é salvo nem falado.",
    "cli.setting.defaultImageGeneration": "Id do modelo para gerar imagens (precisa de um provedor).",
    "cli.sub.car": "Identifica o carro de uma foto e o salva na garagem.",
    "cli.details.car":
      "Sem provedor de visão, o Visor funciona offline: só o tipo de carroceria do classificador ImageNet e a cor medida.",
    "cli.option.car.crop": "Recorte em frações (0…1) da foto endireitada, ex.: 0.5,0.1,0.4,0.3.",
    "cli.option.car.model": "Id do modelo de visão (padrão: o modelo de visão configurado, senão offline).",
    "cli.sub.garage.delete": "Apaga um carro e a foto dele.",
    "cli.sub.garage.list": "Lista os carros da garagem, os mais novos primeiro.",
    "cli.option.garage.list.limit": "Quantos (padrão 20, no máximo 200).",
    "cli.sub.garage.show": "Mostra um carro.",
    "cli.sub.classify": "Classifica uma foto (os 5 primeiros; cute/notcute com --model cute).",
    "cli.option.classify.model": "Classificador (padrão local/imagenet; cute = local/cute).",
    "cli.sub.recognizers.add": "Adiciona um modelo de reconhecedor (administradores).",
    "cli.option.recognizers.add.name": "Nome em minúsculas usado nos caminhos (ex.: plant).",
    "cli.option.recognizers.add.title": "Título legível (ex.: Planta).",
    "cli.option.recognizers.add.prompt": "O que o modelo de visão deve identificar.",
    "cli.option.recognizers.add.schema":
      "JSON Schema dos campos (objeto com propriedades string/number/integer/boolean).",
    "cli.option.recognizers.add.titleField": "Campo de texto que dá nome a cada registro.",
    "cli.sub.recognizers.list": "Lista os modelos de reconhecedor (o de carros, embutido, primeiro).",
    "cli.sub.faces.add": "Ensina o rosto de uma pessoa com 1–10 fotos (3 ou mais é o recomendado).",
    "cli.sub.faces.list": "Lista os rostos que você ensinou.",
    "cli.sub.faces.remove": "Esquece um (por id ou nome): as impressões na hora, as fotos logo depois.",
    "cli.sub.things.add": "Ensina uma das suas coisas com 1–10 fotos (3 ou mais é o recomendado).",
    "cli.sub.things.list": "Lista as coisas que você ensinou.",
    "cli.sub.helpers.accept": "Aceita um convite para ajudar (o id dele, de `visor helpers list`).",
    "cli.sub.helpers.everyone": "Torna um usuário ajudante de todos neste Visor (--off encerra).",
    "cli.option.helpers.everyone.off": "Deixa de ser ajudante de todos.",
    "cli.sub.helpers.invite": "Convida alguém deste Visor para ser ajudante de um usuário.",
    "cli.sub.helpers.list": "Os ajudantes de um usuário e as pessoas que ele ajuda.",
    "cli.sub.helpers.remove": "Encerra um vínculo de ajuda, de qualquer um dos lados.",
    "cli.sub.models.add":
      "Registra um modelo de chat GGUF (com --mmproj: um modelo de visão) ou um classificador ONNX.",
    "cli.details.models.add":
      "Um arquivo .gguf é conferido lendo o cabeçalho: tem de ser um modelo de chat (com modelo de chat), e um arquivo --mmproj, um projetor de visão CLIP. Capacidades, tamanho de contexto e tamanho vêm dos metadados, nunca do nome do arquivo. O arquivo é referenciado, não copiado: deixe-o onde está. O modelo roda num worker llama.cpp que inicia no primeiro uso (ou `visor models warm custom/NOME`). Um servidor em execução o vê após reiniciar; POST /api/v1/admin/models o registra na hora. Um arquivo .onnx é adicionado como com `visor models add-classifier`.",
    "cli.option.models.add.mmproj":
      "O projetor de visão do modelo (mmproj-….gguf): assim o modelo também vê imagens.",
    "cli.option.models.add.name": "Registrado como custom/NAME (padrão: o nome do arquivo).",
    "cli.option.models.add.replace": "Substitui um modelo registrado com o mesmo nome.",
    "cli.option.models.add.chatFormat":
      "Manipulador de chat do llama-cpp-python para um modelo de visão (padrão mtmd; ex.: llava-1-5, qwen2.5-vl).",
    "cli.option.models.add.labels": "Um rótulo por linha, na ordem de saída.",
    "cli.option.models.add.size": "Tamanho de entrada quadrado (padrão 299).",
    "cli.option.models.add.resize":
      "Redimensiona o lado menor para isto antes do recorte central (padrão: o tamanho de entrada; 0 estica).",
    "cli.option.models.add.mean": "Média por canal em pixels de 0…1: 0.5 ou 0.485,0.456,0.406 (padrão 0).",
    "cli.option.models.add.std": "Desvio padrão por canal: 0.5 ou 0.229,0.224,0.225 (padrão 1).",
    "cli.sub.models.addClassifier":
      "Adiciona um classificador de imagens ONNX próprio (para toda a instância).",
    "cli.details.models.addClassifier":
      "O modelo é conferido com uma passada numa entrada de teste. Quem o roda é o OpenCV 4.6: exporte com ONNX opset 10 ou menor (torch.onnx.export(…, opset_version=10)). Um servidor em execução o vê após reiniciar (ou adicione com POST /api/v1/classifiers).",
    "cli.sub.models.list":
      "Lista os modelos desta pasta de dados como este comando os carrega: capacidades, estado (o deste processo, não o de um servidor em execução), memória e observações.",
    "cli.sub.models.remove":
      "Tira do registro um modelo adicionado com `models add` ou um classificador próprio (os arquivos ficam).",
    "cli.details.models.remove":
      "O arquivo de um GGUF registrado nunca é apagado; a cópia de um classificador próprio na pasta de dados é. Modelos embutidos não podem ser removidos.",
    "cli.sub.models.warm":
      "Carrega agora os modelos locais e informa o tempo de carga e a memória (confere que funcionam).",
    "cli.details.models.warm":
      "Por padrão, o carregamento é preguiçoso; `visor serve --warm all` (ou uma lista de ids) carrega os modelos em segundo plano na inicialização.",
    "cli.sub.config": "Imprime a configuração efetiva com a origem de cada valor (segredos ocultos).",
    "cli.sub.maintenance":
      "Faz o trabalho deixado pelas exclusões (os blobs delas) e remove blobs órfãos, restos de gravações interrompidas e acessos expirados (uma passada).",
    "cli.details.maintenance":
      "É seguro com `visor serve` rodando na mesma pasta de dados: uma foto guardada para a qual nenhum registro aponta ainda\npode ser de uma requisição sendo salva, então nada mais novo que --blob-grace-seconds (padrão 3600) é\napagado. `visor serve` faz a mesma passada na inicialização e a cada --maintenance-interval-seconds.\nPrimeiro ele esvazia a fila: os blobs de registros excluídos, enfileirados na própria transação da exclusão\ne tentados de novo até o armazenamento de blobs aceitar (serve também faz isso logo após cada\nexclusão e a cada --outbox-interval-seconds).",
    "cli.option.maintenance.dryRun": "Conta o que seria removido; não apaga nada.",
    "cli.option.maintenance.json": "Imprime o relatório em JSON.",
    "cli.sub.backup":
      "Copia a pasta de dados (banco, fotos, áudio, classificadores, registros de modelos) para um único arquivo.",
    "cli.details.backup":
      "É seguro com `visor serve` rodando na mesma pasta de dados: o banco é copiado de um instantâneo e depois\nas fotos e o áudio a que os registros se referem, cada um com seu SHA-256. O arquivo é um banco SQLite\n(`sqlite3 FILE .tables` o abre). Restaure com `visor restore FILE --data-dir D`. Para instalações com PostgreSQL\ne S3, use pg_dump e o versionamento do bucket.",
    "cli.option.backup.to": "O arquivo de backup a gravar (não pode existir).",
    "cli.sub.restore": "Restaura um arquivo de `visor backup` numa pasta de dados.",
    "cli.details.restore":
      "Confere a soma de verificação de cada item; o banco entra no lugar por último, então uma restauração interrompida pode\nser repetida (com --force). Pare antes o `visor serve` nessa pasta de dados.",
    "cli.option.restore.force": "Substitui o Visor que já está na pasta de dados.",
    "cli.sub.migrate":
      "Copia a instalação embutida (SQLite + arquivos) para PostgreSQL + S3, com verificação; pode ser retomada.",
    "cli.details.migrate":
      "Pare antes o `visor serve` na pasta de dados: nada mais pode gravar durante a cópia.\nCada tabela é copiada, as pais primeiro, em lotes de 500 linhas, com as fotos e o áudio de cada lote logo antes\ndas linhas (e depois os blobs que nenhuma linha cita); no fim, as contagens de linhas e o SHA-256 de cada blob são\ncomparados nos dois lados. O progresso vai para stderr\n(\"users 3/3, analyses 120/400, …, blobs 512/1024\"). Um destino que já tem dados é recusado,\na não ser com --resume; uma execução interrompida (Ctrl-C, kill -9, uma conexão perdida) é concluída\nrodando o mesmo comando de novo com --resume, que pula o que já está lá e regrava um\nblob cujos bytes diferem. A senha vem de\nPGPASSWORD e as chaves do bucket de AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (ambiente ou\n--key-file). Depois, inicie o Visor com --database e --blobs apontando para o destino; guarde a pasta\nde dados até ter conferido a nova instalação.",
    "cli.option.migrate.toDatabase":
      "O banco PostgreSQL de destino: postgres://user@host:port/db (senha de PGPASSWORD).",
    "cli.option.migrate.toBlobs":
      "O bucket para onde copiar as fotos e o áudio: s3://bucket?endpoint=…&path-style=true.",
    "cli.option.migrate.resume":
      "Continua uma migração interrompida para um destino que já tem parte da cópia.",
    "cli.sub.providers":
      "Lista os modelos e provedores configurados, ou testa se cada provedor remoto responde.",
    "cli.details.providers":
      "list: cada modelo com suas capacidades e estado (modelos locais: carregado, não carregado, ausente), e depois\n  cada capacidade: o modelo que a cobre, ou como adicionar um (variáveis de ambiente, opções).\ntest: envia uma requisição mínima (GET /models) a cada provedor remoto e diz se a URL e a chave funcionam.\nAs chaves de API vêm de VISOR_OPENAI_API_KEY, VISOR_GEMINI_API_KEY, VISOR_PROVIDER_API_KEY ou do arquivo de chaves.",
    "cli.sub.chat": "Conversa com um modelo: uma sessão interativa, ou uma única mensagem com --message.",
    "cli.details.chat":
      "Interativo: digite uma mensagem e tecle Enter; a resposta chega aos poucos. /new começa um chat novo, /quit\n(ou o fim da entrada, Ctrl-D) sai. Os chats são salvos e aparecem no aplicativo web.\nRemoto: `visor --server URL --token T chat` faz a mesma sessão num Visor em execução (a\nconta do token; --user e as configurações da pasta de dados não valem).",
    "cli.option.chat.model": "Id do modelo (padrão: o de chat padrão; veja `visor models`).",
    "cli.option.chat.message": "Envia uma mensagem, imprime a resposta e sai.",
    "cli.option.chat.chat": "Continua um chat existente em vez de começar outro.",
    "cli.option.chat.json": "Com --message: imprime a resposta em JSON.",
    "cli.sub.imagine": "Gera uma imagem a partir de uma descrição (precisa de um provedor de imagens).",
    "cli.details.imagine":
      "A imagem também é salva na galeria do usuário (GET /api/v1/images). Configure antes um provedor, ex.: VISOR_OPENAI_API_KEY.",
    "cli.option.imagine.output": "Onde gravar a imagem (-o também funciona; padrão: visor-<id>.<ext> aqui).",
    "cli.option.imagine.size":
      "Um de 256x256, 512x512, 1024x1024, 1024x1792, 1792x1024, 1024x1536, 1536x1024 (padrão 1024x1024).",
    "cli.option.imagine.json": "Imprime o registro da galeria em JSON.",
    "cli.sub.live":
      "Passa os quadros de um vídeo, um y4m ou uma pasta de fotos por uma sessão ao vivo e imprime o que é dito.",
    "cli.details.live":
      "Cada frase é impressa numa linha própria, assim que é dita; os erros vão para stderr e a sessão continua. Uma pasta: as fotos dela (jpg, png, webp, heic, gif) em ordem de nome, uma por segundo. Um y4m ou vídeo: um quadro por segundo, decodificado com o comando ffmpeg (instale o ffmpeg). Cada quadro espera a resposta antes de o próximo ser enviado. Sai com 0 no fim da entrada e com 1 quando o servidor encerra a sessão. Sem --server, usa os modelos offline da pasta de dados como --user (padrão: o primeiro administrador); com --server (ou VISOR_URL/VISOR_TOKEN), esse servidor, por ws:// ou, num servidor https://, por wss:// (o certificado conferido com o repositório de CAs do sistema, ou com o arquivo indicado em CURL_CA_BUNDLE).",
    "cli.option.live.mode": "text, describe (padrão), people, barcode, colour, light ou find (com --target).",
    "cli.option.live.target":
      "O que find procura: person, text, barcode, face, ou uma coisa ou pessoa que você ensinou, pelo nome.",
    "cli.option.live.interval":
      "Tempo entre quadros enviados (padrão 1; 0 envia cada quadro assim que o anterior foi respondido).",
    "cli.option.live.verbose": "Imprime também os quadros calmos (sem mudança, nada, ocupado).",
    "cli.error.unexpectedArgument": "argumento inesperado \"{argument}\"",
    "cli.error.optionRequired": "--{option} é obrigatório",
    "cli.serve.network": "na sua rede: {url}",
    "cli.serve.fingerprint": "Impressão digital SHA-256 do certificado TLS: {fingerprint}",
    "cli.serve.selfSigned":
      "(autoassinado; veja o README, \"Phones\", para confiar nele no iOS e no Android)",
    "cli.serve.firstRun": "Primeira execução: conta de administrador \"{name}\" criada.",
    "cli.serve.signInOnce":
      "Entre uma vez com este código de uso único (expira no primeiro uso ou em 24 horas):",
    "cli.serve.orOpen": "ou abra {url}",
    "cli.serve.thenPassword":
      "Depois defina uma senha em Configurações, ou crie um token de API com `visor users token admin`.",
    "cli.serve.shuttingDown": "Encerrando: concluindo as requisições em andamento (até {seconds} s)…",
    "cli.config.onlyShow": "o comando config tem um único subcomando: `visor config show`",
    "cli.backup.unexpectedArgument": "argumento inesperado \"{argument}\"; informe o arquivo com --to FILE",
    "cli.backup.needsTo": "informe o arquivo de backup com --to FILE",
    "cli.backup.wrote": "{path} gravado",
    "cli.restore.needsFile": "informe exatamente um arquivo de backup",
    "cli.restore.restored": "Restaurado em {path}",
    "cli.backup.report":
      "{done}: {blobs} arquivos de fotos e áudio, {files} outros arquivos, {megabytes} MB.",
    "cli.backup.missing":
      "{count} arquivos foram apagados com seus registros durante o backup; eles não estão nele.",
    "cli.migrate.needsDatabase": "informe o banco de destino com --to-database postgres://user@host:port/db",
    "cli.migrate.needsBlobs": "informe o bucket de destino com --to-blobs s3://bucket?endpoint=…",
    "cli.migrate.done": "Copiado e verificado: {rows}; {blobs} blobs (SHA-256 conferido).",
    "cli.migrate.next":
      "Próximo passo: inicie o Visor com --database {database} --blobs {blobs}, e guarde {folder} até ter conferido.",
    "cli.models.needsName": "informe exatamente um NOME de modelo (custom/NOME)",
    "cli.models.listTakesNoArguments": "`visor models list` não recebe argumentos",
    "cli.models.listTitle":
      "Modelos registrados em {path}, como este comando os vê (os estados são deste processo, não de um servidor em execução; pergunte a um servidor com GET /api/v1/models):",
    "cli.models.defaultFor": "padrão para {uses}",
    "cli.models.inMemory": "{megabytes} MB na memória",
    "cli.models.voices": "vozes: {voices}",
    "cli.models.parameters": "{count} parâmetros",
    "cli.models.context": "contexto de {tokens}",
    "cli.models.fileSize": "arquivo de {size}",
    "cli.models.megabytes": "{n} MB",
    "cli.models.bytes": "{n} bytes",
    "cli.backup.progress.database": "Copiando o banco de dados…",
    "cli.backup.progress.files": "Copiando fotos e arquivos de áudio: {count}…",
    "cli.backup.progress.count": "  {done} de {total}",
    "cli.restore.progress.files": "Restaurando fotos, áudio e arquivos…",
    "cli.restore.progress.database": "Restaurando o banco de dados…",
    "cli.migrate.progress.outbox": "Exclusões pendentes feitas antes da cópia: {count}",
    "cli.models.noSuchModel": "Não existe modelo \"{id}\"; veja `visor models list`.",
    "cli.models.notInstalled": "não instalado",
    "cli.models.nothingToLoad": "nada a carregar ({state})",
    "cli.models.loadedIn": "{state} em {seconds} s",
    "cli.models.needsFile": "informe exatamente um arquivo de modelo (.gguf ou .onnx)",
    "cli.models.ggufOnly": "--{option} é para modelos .gguf, não para classificadores ONNX",
    "cli.models.replaceGGUFOnly": "--replace é para modelos .gguf; remova o classificador antes",
    "cli.models.noFile": "Não há arquivo em {path}; confira o caminho do arquivo de modelo .gguf ou .onnx.",
    "cli.models.notAModel": "{file} não é um modelo GGUF (.gguf) nem um classificador ONNX (.onnx)",
    "cli.models.onnxOnly": "--{option} é para classificadores ONNX, não para modelos .gguf",
    "cli.models.needsONNX": "informe exatamente um arquivo model.onnx",
    "cli.models.needsLabels": "--labels FILE é obrigatório",
    "cli.models.wholePixels": "--{option} tem de ser um número inteiro de pixels",
    "cli.models.added":
      "{id} adicionado [{capabilities}]: {facts}.\nConverse com ele: `visor chat --model {id}`, ou \"model\": \"{id}\" nas requisições à API. Ele carrega no primeiro uso (`visor models warm {id}` carrega agora); um servidor em execução o vê após reiniciar.",
    "cli.models.addedClassifier":
      "{id} adicionado: {labels} rótulos, entrada de {size}×{size}. Use com `visor classify FOTO --model {name}` ou POST /api/v1/classify (model={id}).",
    "cli.recognizers.unexpected": "argumento inesperado {argument}",
    "cli.recognizers.added": "Reconhecedor \"{name}\" adicionado: POST /api/v1/recognizers/{name}/identify",
    "cli.recognizers.builtIn": "(embutido)",
    "cli.providers.usage": "use `visor providers list` ou `visor providers test`",
    "cli.providers.capabilities": "Capacidades:",
    "cli.providers.notConfigured": "não configurado. {how}",
    "cli.providers.noRemote":
      "Nenhum provedor remoto configurado; o Visor roda com seu motor offline. Veja o README, Configuration.",
    "cli.classify.model": "modelo: {model}",
    "cli.helpers.labelHelper": "ajudante",
    "cli.helpers.labelHelping": "ajuda",
    "cli.helpers.forEveryone": "para todos",
    "cli.error.remoteModelsOnlyList":
      "no modo remoto só roda `visor models list` (os modelos do servidor e seu estado)",
    "cli.faces.photoCount": "(fotos: {count})",
    "cli.car.hp": "{value} cv",
    "cli.car.topSpeed": "velocidade máxima {value} km/h",
    "cli.car.zeroToHundred": "0–100 km/h em {value} s",
    "cli.car.performance": "desempenho: {value}",
    "cli.car.cylinders": "{count} cilindros",
    "cli.car.engine": "motor: {value}",
    "cli.car.paintCode": "código da pintura {value}",
    "cli.car.measured": "medida {value}",
    "cli.car.colour": "cor: {value}",
    "cli.car.confidence": "confiança {value}",
    "cli.car.model": "modelo {value}",
    "cli.error.cannotReadModelFile": "não foi possível ler o arquivo de modelo {path}",
    "cli.error.cannotReadLabelsFile": "não foi possível ler o arquivo de rótulos {path}",
    "cli.error.cannotReadSchemaFile": "não foi possível ler o arquivo de esquema {path}",
    "cli.maintenance.removedBoth": "Removidos: {leftovers} e {signIns}.",
  ]

  static let cliPortugueseAdminPlural: [MessageID: MessageTemplate] = [
    "cli.maintenance.removedOrphans": .plural(
      "count",
      [
        .one: "Removido {count} blob órfão (nenhum registro aponta para ele, mais antigo que {grace} s).",
        .other:
          "Removidos {count} blobs órfãos (nenhum registro aponta para eles, mais antigos que {grace} s).",
      ]),
    "cli.maintenance.wouldRemoveOrphans": .plural(
      "count",
      [
        .one:
          "Seria removido {count} blob órfão (nenhum registro aponta para ele, mais antigo que {grace} s).",
        .other:
          "Seriam removidos {count} blobs órfãos (nenhum registro aponta para eles, mais antigos que {grace} s).",
      ]),
    "cli.maintenance.leftovers": .plural(
      "count",
      [.one: "{count} resto de gravação interrompida", .other: "{count} restos de gravações interrompidas"]),
    "cli.maintenance.expiredSignIns": .plural(
      "count", [.one: "{count} acesso expirado", .other: "{count} acessos expirados"]),
    "cli.maintenance.didDeletions": .plural(
      "count",
      [
        .one: "Feita {count} exclusão pendente; {failed} falharam e serão tentadas de novo.",
        .other: "Feitas {count} exclusões pendentes; {failed} falharam e serão tentadas de novo.",
      ]),
    "cli.maintenance.waiting": .plural(
      "count",
      [
        .one:
          "{count} exclusão pendente ainda aguarda (o armazenamento de blobs pode estar inacessível; ela é tentada de novo).",
        .other:
          "{count} exclusões pendentes ainda aguardam (o armazenamento de blobs pode estar inacessível; elas são tentadas de novo).",
      ]),
    "cli.maintenance.kept": .plural(
      "count",
      [
        .one:
          "Mantido {count} blob sem referência mais novo que {grace} s: uma requisição ainda pode estar salvando-o.",
        .other:
          "Mantidos {count} blobs sem referência mais novos que {grace} s: uma requisição ainda pode estar salvando-os.",
      ]),
  ]

  static let cliPortuguese: [MessageID: MessageTemplate] = cliPortugueseLines.merging(
    cliPortugueseAdmin.mapValues(MessageTemplate.init).merging(cliPortugueseAdminPlural) { own, _ in own }
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
    "cli.sub.serve": "Avvia il server di Visor: l'app web su / e l'API sotto /api/v1.",
    "cli.details.serve":
      "Il primo avvio su una cartella dati vuota crea l'account amministratore e stampa un codice di accesso monouso.\n--lan serve i telefoni della tua rete in HTTPS (i browser consentono fotocamera e microfono solo in HTTPS);\nsenza --tls-cert/--tls-key crea un certificato autofirmato in <data-dir>/tls e ne stampa l'impronta.\nSIGINT/SIGTERM smettono di accettare connessioni e lasciano finire le richieste in corso (--shutdown-grace secondi).",
    "cli.setting.host": "Indirizzo su cui restare in ascolto (--lan ascolta su tutte le interfacce).",
    "cli.setting.port": "Porta TCP su cui restare in ascolto (0 ne sceglie una libera).",
    "cli.setting.lan":
      "Serve i telefoni della rete locale: tutte le interfacce, HTTPS con un certificato autofirmato.",
    "cli.setting.tlsCert": "File PEM del certificato per HTTPS.",
    "cli.setting.tlsKey": "File PEM della chiave privata per HTTPS.",
    "cli.setting.maxBodyMb": "Corpo di richiesta più grande, in megabyte (oltre: 413).",
    "cli.setting.maxHeaderKb": "Blocco di intestazioni più grande, in kilobyte (oltre: 431).",
    "cli.setting.clientTimeout":
      "Secondi che un client può impiegare per inviare le intestazioni di una richiesta (poi 408) o restare inattivo prima di essere disconnesso.",
    "cli.setting.maxConnections":
      "Numero massimo di connessioni simultanee; quando è pieno si chiude la inattiva più vecchia, altrimenti la nuova riceve un 503 in JSON.",
    "cli.setting.maxConnectionsPerAddress":
      "Numero massimo di connessioni simultanee da uno stesso indirizzo client (0: nessun limite), così un indirizzo non toglie spazio agli altri.",
    "cli.setting.trustedProxy":
      "Indirizzo o blocco CIDR di un reverse proxy (ripetibile, o separato da virgole) il cui X-Forwarded-For stabilisce l'indirizzo del client.",
    "cli.setting.shutdownGrace": "Secondi concessi alle richieste in corso per finire dopo SIGINT/SIGTERM.",
    "cli.setting.webDir": "Cartella dell'app web (predefinita: la cartella Web accanto ai sorgenti).",
    "cli.setting.imageMaxSide": "Lato lungo, in pixel, a cui vengono ridotte le foto caricate.",
    "cli.setting.imageMaxMegapixels": "Foto più grande accettata, in megapixel (oltre: 422).",
    "cli.setting.crossChecks":
      "Confronta le risposte di un fornitore di visione con le misure del motore offline (testo, persone, codici, colore) e avvisa quando non coincidono; false risparmia la CPU che costa.",
    "cli.setting.faces":
      "Permette di insegnare volti e di sentire chi si ha davanti (decisione 038); false disattiva la funzione per tutti.",
    "cli.setting.meaningSearch":
      "Cerca nella cronologia e nelle chat anche per significato, tra lingue diverse, con multilingual-e5-small se l'installazione l'ha messo (decisione 042); false: solo testo completo.",
    "cli.setting.warm":
      "Modelli locali, separati da virgole, da caricare all'avvio (es. local/scene,local/piper-joe), oppure 'all' (tutti i local/… e i custom/… registrati).",
    "cli.setting.sessionDays": "Giorni di durata di un accesso web.",
    "cli.setting.requestsPerMinute":
      "Limite predefinito di richieste API per utente in un minuto UTC (oltre: 429; non impostato: illimitato); gli amministratori lo cambiano per singolo utente.",
    "cli.setting.analysesPerDay":
      "Limite predefinito di analisi (analyze, domande successive, identify, /analyzeImageContents) per utente in un giorno UTC (oltre: 429; non impostato: illimitato); gli amministratori lo cambiano per singolo utente.",
    "cli.setting.liveProviderInterval":
      "Secondi che una sessione di fotocamera dal vivo attende tra due chiamate al fornitore di visione (describe e ask; solo se l'inquadratura è cambiata); i canali offline girano su ogni fotogramma cambiato.",
    "cli.setting.maxLiveSessions":
      "Numero massimo di sessioni di fotocamera dal vivo (GET /api/v1/live) aperte insieme su questa istanza (oltre: 503); ogni credenziale ne ha una.",
    "cli.setting.maxPhotoWork":
      "Foto caricate (analisi, identificazioni, classificazioni) elaborate insieme (non impostato: quattro per core, al massimo una ogni 512 MB di memoria); le altre aspettano il turno in ordine.",
    "cli.setting.maxPhotoWait":
      "Secondi che un caricamento può dover attendere il turno; oltre, viene rifiutato subito con 503 e Retry-After, prima di leggerne il corpo.",
    "cli.setting.helpExpirySeconds":
      "Secondi che una richiesta agli aiutanti dell'utente attende una persona prima che chi chiede senta che nessuno ha potuto rispondere.",
    "cli.setting.iceServer":
      "Un server STUN o TURN per le chiamate tra aiutanti su reti diverse: stun:HOST:PORTA o turn:HOST:PORTA (ripetibile); credenziali TURN da VISOR_TURN_USERNAME / VISOR_TURN_PASSWORD. Non serve sulla stessa rete locale.",
    "cli.setting.turnUsername": "Nome utente del server TURN per le chiamate.",
    "cli.setting.turnPassword": "Password del server TURN per le chiamate.",
    "cli.setting.blobGraceSeconds":
      "La manutenzione non elimina mai una foto o un file salvato più recente di così, anche se nessun record lo usa ancora (una richiesta potrebbe starlo salvando).",
    "cli.setting.maintenanceIntervalSeconds":
      "Ogni quanto `visor serve` rimuove i blob orfani e gli accessi scaduti (0: mai; usa invece `visor maintenance`).",
    "cli.setting.outboxIntervalSeconds":
      "Ogni quanto `visor serve` riprova il lavoro lasciato dalle eliminazioni, come eliminare il blob di una foto eliminata (gira anche subito dopo ogni eliminazione; 0: solo allora e in `visor maintenance`).",
    "cli.setting.openaiApiKey": "Chiave API di OpenAI; abilita i modelli OpenAI.",
    "cli.setting.geminiApiKey": "Chiave API di Gemini; abilita i modelli Gemini.",
    "cli.setting.providerApiKey": "Chiave API per --provider-url, se ne serve una.",
    "cli.setting.providerIdleTimeout":
      "Secondi in cui un fornitore può tacere a metà risposta prima che la richiesta fallisca (504).",
    "cli.setting.providerTimeout": "Secondi che può durare l'intera risposta di un fornitore (poi 504).",
    "cli.setting.imageTimeout":
      "Secondi che può durare la generazione di un'immagine (non arriva a pezzi: non arriva nulla finché l'immagine non è pronta).",
    "cli.setting.providerMaxAnswerKb":
      "Risposta JSON più grande accettata da un fornitore (una risposta di chat tutta intera, una trascrizione), in kilobyte.",
    "cli.setting.providerMaxMediaMb":
      "Immagine generata o audio parlato più grande accettato da un fornitore, in megabyte.",
    "cli.setting.providerMaxEventKb":
      "Singolo Server-Sent Event più grande nel flusso di un fornitore, in kilobyte.",
    "cli.setting.providerMaxStreamMb":
      "Numero massimo di byte di una risposta in streaming di un fornitore, tutti gli eventi insieme, in megabyte.",
    "cli.setting.maxAnswerCharacters":
      "Numero massimo di caratteri di una risposta del modello; una più lunga fallisce (502) e nulla viene salvato o pronunciato.",
    "cli.setting.defaultImageGeneration": "Id del modello per generare immagini (serve un fornitore).",
    "cli.sub.car": "Identifica l'auto in una foto e la salva nel garage.",
    "cli.details.car":
      "Senza un fornitore di visione Visor lavora offline: solo il tipo di carrozzeria dal classificatore ImageNet e il colore misurato.",
    "cli.option.car.crop": "Ritaglio in frazioni (0…1) della foto raddrizzata, es. 0.5,0.1,0.4,0.3.",
    "cli.option.car.model":
      "Id del modello di visione (predefinito: il modello di visione configurato, altrimenti offline).",
    "cli.sub.garage.delete": "Elimina un'auto e la sua foto.",
    "cli.sub.garage.list": "Elenca le auto del garage, dalla più recente.",
    "cli.option.garage.list.limit": "Quante (predefinito 20, al massimo 200).",
    "cli.sub.garage.show": "Mostra un'auto.",
    "cli.sub.classify": "Classifica una foto (le prime 5; cute/notcute con --model cute).",
    "cli.option.classify.model": "Classificatore (predefinito local/imagenet; cute = local/cute).",
    "cli.sub.recognizers.add": "Aggiunge un modello di riconoscitore (amministratori).",
    "cli.option.recognizers.add.name": "Nome in minuscolo usato nei percorsi (es. plant).",
    "cli.option.recognizers.add.title": "Titolo leggibile (es. Pianta).",
    "cli.option.recognizers.add.prompt": "Che cosa deve identificare il modello di visione.",
    "cli.option.recognizers.add.schema":
      "JSON Schema dei campi (oggetto con proprietà string/number/integer/boolean).",
    "cli.option.recognizers.add.titleField": "Campo di testo che dà il nome a ogni record.",
    "cli.sub.recognizers.list": "Elenca i modelli di riconoscitore (prima quello integrato per le auto).",
    "cli.sub.faces.add": "Insegna il volto di una persona con 1–10 foto (meglio 3 o più).",
    "cli.sub.faces.list": "Elenca i volti che hai insegnato.",
    "cli.sub.faces.remove": "Ne dimentica uno (per id o nome): le impronte subito, le foto poco dopo.",
    "cli.sub.things.add": "Insegna una delle tue cose con 1–10 foto (meglio 3 o più).",
    "cli.sub.things.list": "Elenca le cose che hai insegnato.",
    "cli.sub.helpers.accept": "Accetta un invito ad aiutare (il suo id, da `visor helpers list`).",
    "cli.sub.helpers.everyone": "Rende un utente aiutante di tutti su questo Visor (--off lo termina).",
    "cli.option.helpers.everyone.off": "Non più aiutante di tutti.",
    "cli.sub.helpers.invite": "Invita qualcuno su questo Visor a fare da aiutante a un utente.",
    "cli.sub.helpers.list": "Gli aiutanti di un utente e le persone che aiuta.",
    "cli.sub.helpers.remove": "Chiude un legame di aiuto, da una parte o dall'altra.",
    "cli.sub.models.add":
      "Registra un modello di chat GGUF (con --mmproj: un modello di visione) o un classificatore ONNX.",
    "cli.details.models.add":
      "Un file .gguf viene controllato leggendone l'intestazione: deve essere un modello di chat (con un template di chat), e un file --mmproj un proiettore di visione CLIP. Capacità, lunghezza del contesto e dimensione vengono dai metadati, mai dal nome del file. Il file viene referenziato, non copiato: lascialo dov'è. Il modello gira in un worker llama.cpp che parte al primo uso (o con `visor models warm custom/NOME`). Un server in esecuzione lo vede dopo un riavvio; POST /api/v1/admin/models lo registra subito. Un file .onnx viene aggiunto come con `visor models add-classifier`.",
    "cli.option.models.add.mmproj":
      "Il proiettore di visione del modello (mmproj-….gguf): così il modello vede anche le immagini.",
    "cli.option.models.add.name": "Registrato come custom/NAME (predefinito: il nome del file).",
    "cli.option.models.add.replace": "Sostituisce un modello registrato con lo stesso nome.",
    "cli.option.models.add.chatFormat":
      "Gestore di chat di llama-cpp-python per un modello di visione (predefinito mtmd; es. llava-1-5, qwen2.5-vl).",
    "cli.option.models.add.labels": "Un'etichetta per riga, nell'ordine di uscita.",
    "cli.option.models.add.size": "Dimensione quadrata dell'input (predefinita 299).",
    "cli.option.models.add.resize":
      "Porta il lato corto a questa misura prima del ritaglio centrale (predefinito: la dimensione dell'input; 0 deforma).",
    "cli.option.models.add.mean":
      "Media per canale su pixel di 0…1: 0.5 o 0.485,0.456,0.406 (predefinita 0).",
    "cli.option.models.add.std": "Deviazione standard per canale: 0.5 o 0.229,0.224,0.225 (predefinita 1).",
    "cli.sub.models.addClassifier":
      "Aggiunge un classificatore di immagini ONNX personalizzato (per tutta l'istanza).",
    "cli.details.models.addClassifier":
      "Il modello viene controllato con un passaggio su un input fittizio. Lo esegue OpenCV 4.6: esporta con ONNX opset 10 o inferiore (torch.onnx.export(…, opset_version=10)). Un server in esecuzione lo vede dopo un riavvio (oppure aggiungilo con POST /api/v1/classifiers).",
    "cli.sub.models.list":
      "Elenca i modelli di questa cartella dati come li carica questo comando: capacità, stato (di questo processo, non di un server in esecuzione), memoria e note.",
    "cli.sub.models.remove":
      "Toglie dal registro un modello aggiunto con `models add` o un classificatore personalizzato (i file restano).",
    "cli.details.models.remove":
      "Il file di un GGUF registrato non viene mai eliminato; la copia di un classificatore personalizzato nella cartella dati sì. I modelli integrati non si possono rimuovere.",
    "cli.sub.models.warm":
      "Carica subito i modelli locali e riporta tempo di caricamento e memoria (verifica che funzionino).",
    "cli.details.models.warm":
      "Di norma il caricamento è pigro; `visor serve --warm all` (o un elenco di id) carica i modelli in background all'avvio.",
    "cli.sub.config": "Stampa la configurazione effettiva con l'origine di ogni valore (segreti oscurati).",
    "cli.sub.maintenance":
      "Fa il lavoro lasciato dalle eliminazioni (i loro blob) e rimuove blob orfani, resti di scritture interrotte e accessi scaduti (un passaggio).",
    "cli.details.maintenance":
      "Sicuro mentre `visor serve` gira sulla stessa cartella dati: una foto salvata a cui nessun record rimanda ancora\npuò appartenere a una richiesta in fase di salvataggio, quindi non si elimina nulla di più recente di --blob-grace-seconds (predefinito 3600).\n`visor serve` fa lo stesso passaggio all'avvio e ogni --maintenance-interval-seconds.\nPrima smaltisce la coda: i blob dei record eliminati, accodati nella stessa transazione dell'eliminazione\ne riprovati finché l'archivio dei blob non li accetta (serve lo fa anche subito dopo ogni\neliminazione e ogni --outbox-interval-seconds).",
    "cli.option.maintenance.dryRun": "Conta che cosa verrebbe rimosso; non elimina nulla.",
    "cli.option.maintenance.json": "Stampa il resoconto in JSON.",
    "cli.sub.backup":
      "Copia la cartella dati (database, foto, audio, classificatori, registri dei modelli) in un unico file.",
    "cli.details.backup":
      "Sicuro mentre `visor serve` gira sulla stessa cartella dati: il database viene copiato da un'istantanea, poi\nle foto e l'audio a cui rimandano i suoi record, ciascuno con il suo SHA-256. Il file è un database SQLite\n(`sqlite3 FILE .tables` lo apre). Ripristinalo con `visor restore FILE --data-dir D`. Per installazioni con PostgreSQL\ne S3 usa invece pg_dump e il versioning del bucket.",
    "cli.option.backup.to": "Il file di backup da scrivere (non deve esistere).",
    "cli.sub.restore": "Ripristina un file di `visor backup` in una cartella dati.",
    "cli.details.restore":
      "Verifica il checksum di ogni elemento; il database va al suo posto per ultimo, così un ripristino interrotto si può\nrieseguire (con --force). Prima ferma `visor serve` su quella cartella dati.",
    "cli.option.restore.force": "Sostituisce il Visor già presente nella cartella dati.",
    "cli.sub.migrate":
      "Copia l'installazione integrata (SQLite + file) in PostgreSQL + S3, con verifica; riprendibile.",
    "cli.details.migrate":
      "Prima ferma `visor serve` sulla cartella dati: nient'altro deve scrivere durante la copia.\nOgni tabella viene copiata, prima le tabelle padre, a lotti di 500 righe, con le foto e l'audio di ogni lotto subito prima\ndelle sue righe (poi i blob che nessuna riga nomina); alla fine si confrontano sui due lati il numero di righe\ne lo SHA-256 di ogni blob. L'avanzamento va su stderr\n(\"users 3/3, analyses 120/400, …, blobs 512/1024\"). Una destinazione che contiene già dati viene rifiutata,\na meno di --resume; un'esecuzione interrotta (Ctrl-C, kill -9, una connessione persa) si completa\nrilanciando lo stesso comando con --resume, che salta ciò che c'è già e riscrive un\nblob i cui byte sono diversi. La password viene da\nPGPASSWORD e le chiavi del bucket da AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (ambiente o\n--key-file). Poi avvia Visor con --database e --blobs che indicano la destinazione; tieni la cartella\ndati finché non hai verificato la nuova installazione.",
    "cli.option.migrate.toDatabase":
      "Il database PostgreSQL di destinazione: postgres://user@host:port/db (password da PGPASSWORD).",
    "cli.option.migrate.toBlobs":
      "Il bucket in cui copiare foto e audio: s3://bucket?endpoint=…&path-style=true.",
    "cli.option.migrate.resume":
      "Riprende una migrazione interrotta verso una destinazione che contiene già parte della copia.",
    "cli.sub.providers":
      "Elenca i modelli e i fornitori configurati, o verifica che ogni fornitore remoto risponda.",
    "cli.details.providers":
      "list: ogni modello con capacità e stato (modelli locali: caricato, non caricato, mancante), poi\n  ogni capacità: il modello che la copre, o come aggiungerne uno (variabili d'ambiente, opzioni).\ntest: invia una richiesta minima (GET /models) a ogni fornitore remoto e dice se URL e chiave funzionano.\nLe chiavi API vengono da VISOR_OPENAI_API_KEY, VISOR_GEMINI_API_KEY, VISOR_PROVIDER_API_KEY o dal file delle chiavi.",
    "cli.sub.chat": "Chatta con un modello: una sessione interattiva, o un solo messaggio con --message.",
    "cli.details.chat":
      "Interattivo: scrivi un messaggio e premi Invio; la risposta arriva man mano. /new inizia una nuova chat, /quit\n(o la fine dell'input, Ctrl-D) esce. Le chat vengono salvate e compaiono nell'app web.\nRemoto: `visor --server URL --token T chat` apre la stessa sessione su un Visor in esecuzione (l'account\ndel token; --user e le impostazioni della cartella dati non valgono).",
    "cli.option.chat.model": "Id del modello (predefinito: quello di chat predefinito; vedi `visor models`).",
    "cli.option.chat.message": "Invia un messaggio, stampa la risposta ed esce.",
    "cli.option.chat.chat": "Continua una chat esistente invece di iniziarne una.",
    "cli.option.chat.json": "Con --message: stampa la risposta in JSON.",
    "cli.sub.imagine": "Genera un'immagine da una descrizione (serve un fornitore di immagini).",
    "cli.details.imagine":
      "L'immagine viene salvata anche nella galleria dell'utente (GET /api/v1/images). Prima configura un fornitore, es. VISOR_OPENAI_API_KEY.",
    "cli.option.imagine.output":
      "Dove scrivere l'immagine (va bene anche -o; predefinito: visor-<id>.<ext> qui).",
    "cli.option.imagine.size":
      "Una tra 256x256, 512x512, 1024x1024, 1024x1792, 1792x1024, 1024x1536, 1536x1024 (predefinita 1024x1024).",
    "cli.option.imagine.json": "Stampa il record della galleria in JSON.",
    "cli.sub.live":
      "Fa passare i fotogrammi di un video, di un y4m o di una cartella di foto in una sessione dal vivo e stampa ciò che viene detto.",
    "cli.details.live":
      "Ogni frase viene stampata su una riga sua, appena detta; gli errori vanno su stderr e la sessione continua. Una cartella: le sue foto (jpg, png, webp, heic, gif) in ordine di nome, una al secondo. Un y4m o un video: un fotogramma al secondo, decodificato con il comando ffmpeg (installa ffmpeg). Ogni fotogramma aspetta la sua risposta prima che parta il successivo. Esce con 0 alla fine dell'input, con 1 quando il server chiude la sessione. Senza --server usa i modelli offline della cartella dati come --user (predefinito: il primo amministratore); con --server (o VISOR_URL/VISOR_TOKEN) quel server, via ws:// o, per un server https://, via wss:// (il certificato verificato con l'archivio CA di sistema o con il file indicato da CURL_CA_BUNDLE).",
    "cli.option.live.mode":
      "text, describe (predefinito), people, barcode, colour, light o find (con --target).",
    "cli.option.live.target":
      "Che cosa cerca find: person, text, barcode, face, o una cosa o persona che hai insegnato, per nome.",
    "cli.option.live.interval":
      "Tempo tra i fotogrammi inviati (predefinito 1; 0 invia ogni fotogramma appena il precedente ha avuto risposta).",
    "cli.option.live.verbose": "Stampa anche i fotogrammi tranquilli (invariato, niente, occupato).",
    "cli.error.unexpectedArgument": "argomento inatteso \"{argument}\"",
    "cli.error.optionRequired": "--{option} è obbligatorio",
    "cli.serve.network": "sulla tua rete: {url}",
    "cli.serve.fingerprint": "Impronta SHA-256 del certificato TLS: {fingerprint}",
    "cli.serve.selfSigned": "(autofirmato; vedi il README, \"Phones\", per farlo accettare a iOS e Android)",
    "cli.serve.firstRun": "Primo avvio: creato l'account amministratore \"{name}\".",
    "cli.serve.signInOnce": "Accedi una volta con questo codice monouso (scade al primo uso o dopo 24 ore):",
    "cli.serve.orOpen": "oppure apri {url}",
    "cli.serve.thenPassword":
      "Poi imposta una password in Impostazioni, o crea un token API con `visor users token admin`.",
    "cli.serve.shuttingDown": "Arresto: completamento delle richieste in corso (fino a {seconds} s)…",
    "cli.config.onlyShow": "il comando config ha un solo sottocomando: `visor config show`",
    "cli.backup.unexpectedArgument": "argomento inatteso \"{argument}\"; indica il file con --to FILE",
    "cli.backup.needsTo": "indica il file di backup con --to FILE",
    "cli.backup.wrote": "Scritto {path}",
    "cli.restore.needsFile": "indica esattamente un file di backup",
    "cli.restore.restored": "Ripristinato in {path}",
    "cli.backup.report": "{done}: {blobs} file di foto e audio, {files} altri file, {megabytes} MB.",
    "cli.backup.missing":
      "{count} file sono stati eliminati con i loro record durante il backup; non ci sono.",
    "cli.migrate.needsDatabase":
      "indica il database di destinazione con --to-database postgres://user@host:port/db",
    "cli.migrate.needsBlobs": "indica il bucket di destinazione con --to-blobs s3://bucket?endpoint=…",
    "cli.migrate.done": "Copiato e verificato: {rows}; {blobs} blob (SHA-256 controllato).",
    "cli.migrate.next":
      "Prossimo passo: avvia Visor con --database {database} --blobs {blobs}, e tieni {folder} finché non l'hai verificato.",
    "cli.models.needsName": "indica esattamente un NOME di modello (custom/NOME)",
    "cli.models.listTakesNoArguments": "`visor models list` non accetta argomenti",
    "cli.models.listTitle":
      "Modelli registrati in {path}, come li vede questo comando (gli stati sono di questo processo, non di un server in esecuzione; chiedi a un server con GET /api/v1/models):",
    "cli.models.defaultFor": "predefinito per {uses}",
    "cli.models.inMemory": "{megabytes} MB in memoria",
    "cli.models.voices": "voci: {voices}",
    "cli.models.parameters": "{count} parametri",
    "cli.models.context": "contesto di {tokens}",
    "cli.models.fileSize": "file di {size}",
    "cli.models.megabytes": "{n} MB",
    "cli.models.bytes": "{n} byte",
    "cli.backup.progress.database": "Copia del database…",
    "cli.backup.progress.files": "Copia di foto e file audio: {count}…",
    "cli.backup.progress.count": "  {done} di {total}",
    "cli.restore.progress.files": "Ripristino di foto, audio e file…",
    "cli.restore.progress.database": "Ripristino del database…",
    "cli.migrate.progress.outbox": "Eliminazioni in coda completate prima della copia: {count}",
    "cli.models.noSuchModel": "Non esiste nessun modello \"{id}\"; vedi `visor models list`.",
    "cli.models.notInstalled": "non installato",
    "cli.models.nothingToLoad": "niente da caricare ({state})",
    "cli.models.loadedIn": "{state} in {seconds} s",
    "cli.models.needsFile": "indica esattamente un file di modello (.gguf o .onnx)",
    "cli.models.ggufOnly": "--{option} è per i modelli .gguf, non per i classificatori ONNX",
    "cli.models.replaceGGUFOnly": "--replace è per i modelli .gguf; prima rimuovi il classificatore",
    "cli.models.noFile":
      "Non c'è nessun file in {path}; controlla il percorso del file di modello .gguf o .onnx.",
    "cli.models.notAModel": "{file} non è né un modello GGUF (.gguf) né un classificatore ONNX (.onnx)",
    "cli.models.onnxOnly": "--{option} è per i classificatori ONNX, non per i modelli .gguf",
    "cli.models.needsONNX": "indica esattamente un file model.onnx",
    "cli.models.needsLabels": "--labels FILE è obbligatorio",
    "cli.models.wholePixels": "--{option} deve essere un numero intero di pixel",
    "cli.models.added":
      "Aggiunto {id} [{capabilities}]: {facts}.\nChatta con lui: `visor chat --model {id}`, oppure \"model\": \"{id}\" nelle richieste API. Si carica al primo uso (`visor models warm {id}` lo carica subito); un server in esecuzione lo vede dopo un riavvio.",
    "cli.models.addedClassifier":
      "Aggiunto {id}: {labels} etichette, input {size}×{size}. Usalo con `visor classify FOTO --model {name}` o POST /api/v1/classify (model={id}).",
    "cli.recognizers.unexpected": "inatteso: {argument}",
    "cli.recognizers.added": "Riconoscitore \"{name}\" aggiunto: POST /api/v1/recognizers/{name}/identify",
    "cli.recognizers.builtIn": "(integrato)",
    "cli.providers.usage": "usa `visor providers list` o `visor providers test`",
    "cli.providers.capabilities": "Capacità:",
    "cli.providers.notConfigured": "non configurato. {how}",
    "cli.providers.noRemote":
      "Nessun fornitore remoto configurato; Visor funziona con il suo motore offline. Vedi il README, Configuration.",
    "cli.classify.model": "modello: {model}",
    "cli.helpers.labelHelper": "aiutante",
    "cli.helpers.labelHelping": "aiuta",
    "cli.helpers.forEveryone": "per tutti",
    "cli.error.remoteModelsOnlyList":
      "in modalità remota funziona solo `visor models list` (i modelli del server e il loro stato)",
    "cli.faces.photoCount": "(foto: {count})",
    "cli.car.hp": "{value} CV",
    "cli.car.topSpeed": "velocità massima {value} km/h",
    "cli.car.zeroToHundred": "0–100 km/h in {value} s",
    "cli.car.performance": "prestazioni: {value}",
    "cli.car.cylinders": "{count} cilindri",
    "cli.car.engine": "motore: {value}",
    "cli.car.paintCode": "codice colore {value}",
    "cli.car.measured": "misurato {value}",
    "cli.car.colour": "colore: {value}",
    "cli.car.confidence": "confidenza {value}",
    "cli.car.model": "modello {value}",
    "cli.error.cannotReadModelFile": "impossibile leggere il file del modello {path}",
    "cli.error.cannotReadLabelsFile": "impossibile leggere il file delle etichette {path}",
    "cli.error.cannotReadSchemaFile": "impossibile leggere il file dello schema {path}",
    "cli.maintenance.removedBoth": "Rimossi: {leftovers} e {signIns}.",
  ]

  static let cliItalianAdminPlural: [MessageID: MessageTemplate] = [
    "cli.maintenance.removedOrphans": .plural(
      "count",
      [
        .one: "Rimosso {count} blob orfano (nessun record lo usa, più vecchio di {grace} s).",
        .other: "Rimossi {count} blob orfani (nessun record li usa, più vecchi di {grace} s).",
      ]),
    "cli.maintenance.wouldRemoveOrphans": .plural(
      "count",
      [
        .one: "Verrebbe rimosso {count} blob orfano (nessun record lo usa, più vecchio di {grace} s).",
        .other: "Verrebbero rimossi {count} blob orfani (nessun record li usa, più vecchi di {grace} s).",
      ]),
    "cli.maintenance.leftovers": .plural(
      "count",
      [
        .one: "{count} residuo di una scrittura interrotta",
        .other: "{count} residui di scritture interrotte",
      ]),
    "cli.maintenance.expiredSignIns": .plural(
      "count", [.one: "{count} accesso scaduto", .other: "{count} accessi scaduti"]),
    "cli.maintenance.didDeletions": .plural(
      "count",
      [
        .one: "Eseguita {count} eliminazione in coda; {failed} non riuscite, verranno riprovate.",
        .other: "Eseguite {count} eliminazioni in coda; {failed} non riuscite, verranno riprovate.",
      ]),
    "cli.maintenance.waiting": .plural(
      "count",
      [
        .one:
          "{count} eliminazione in coda è ancora in attesa (l'archivio dei blob potrebbe non essere raggiungibile; viene riprovata).",
        .other:
          "{count} eliminazioni in coda sono ancora in attesa (l'archivio dei blob potrebbe non essere raggiungibile; vengono riprovate).",
      ]),
    "cli.maintenance.kept": .plural(
      "count",
      [
        .one:
          "Tenuto {count} blob senza riferimenti più recente di {grace} s: una richiesta potrebbe ancora salvarlo.",
        .other:
          "Tenuti {count} blob senza riferimenti più recenti di {grace} s: una richiesta potrebbe ancora salvarli.",
      ]),
  ]

  static let cliItalian: [MessageID: MessageTemplate] = cliItalianLines.merging(
    cliItalianAdmin.mapValues(MessageTemplate.init).merging(cliItalianAdminPlural) { own, _ in own }
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
    "cli.sub.serve": "Uruchamia serwer Visora: aplikację webową pod / i API pod /api/v1.",
    "cli.details.serve":
      "Pierwsze uruchomienie na pustym folderze danych tworzy konto administratora i wypisuje jednorazowy kod logowania.\n--lan obsługuje telefony w twojej sieci przez HTTPS (przeglądarki pozwalają na kamerę i mikrofon tylko przez HTTPS);\nbez --tls-cert/--tls-key tworzy certyfikat z podpisem własnym w <data-dir>/tls i wypisuje jego odcisk.\nSIGINT/SIGTERM przestają przyjmować połączenia i pozwalają dokończyć trwające żądania (--shutdown-grace sekund).",
    "cli.setting.host": "Adres nasłuchu (--lan nasłuchuje na wszystkich interfejsach).",
    "cli.setting.port": "Port TCP nasłuchu (0 wybiera wolny).",
    "cli.setting.lan":
      "Obsługuje telefony w sieci lokalnej: wszystkie interfejsy, HTTPS z certyfikatem z podpisem własnym.",
    "cli.setting.tlsCert": "Plik PEM z certyfikatem HTTPS.",
    "cli.setting.tlsKey": "Plik PEM z kluczem prywatnym HTTPS.",
    "cli.setting.maxBodyMb": "Największa treść żądania w megabajtach (powyżej 413).",
    "cli.setting.maxHeaderKb": "Największy blok nagłówków żądania w kilobajtach (powyżej 431).",
    "cli.setting.clientTimeout":
      "Ile sekund klient może wysyłać nagłówki żądania (potem 408) lub pozostawać bezczynny, zanim zostanie rozłączony.",
    "cli.setting.maxConnections":
      "Najwięcej równoczesnych połączeń; gdy limit jest pełny, zamykane jest najstarsze bezczynne, a jeśli go nie ma, nowe dostaje 503 w JSON.",
    "cli.setting.maxConnectionsPerAddress":
      "Najwięcej równoczesnych połączeń z jednego adresu klienta (0: bez limitu), żeby jeden adres nie zagłodził innych.",
    "cli.setting.trustedProxy":
      "Adres lub blok CIDR odwrotnego proxy (można powtarzać lub rozdzielać przecinkami), którego X-Forwarded-For ustala adres klienta.",
    "cli.setting.shutdownGrace": "Ile sekund trwające żądania mają na zakończenie po SIGINT/SIGTERM.",
    "cli.setting.webDir": "Folder aplikacji webowej (domyślnie: folder Web obok źródeł).",
    "cli.setting.imageMaxSide": "Dłuższy bok w pikselach, do którego zmniejszane są przesłane zdjęcia.",
    "cli.setting.imageMaxMegapixels": "Największe przyjmowane zdjęcie w megapikselach (powyżej 422).",
    "cli.setting.crossChecks":
      "Sprawdza odpowiedzi dostawcy wizji z własnymi pomiarami silnika offline (tekst, osoby, kody, kolor) i mówi, gdy się nie zgadzają; false oszczędza zużywany na to procesor.",
    "cli.setting.faces":
      "Pozwala uczyć twarzy i słyszeć, kto jest przed tobą (decyzja 038); false wyłącza funkcję dla wszystkich.",
    "cli.setting.meaningSearch":
      "Przeszukuje historię i czaty także według znaczenia, między językami, z multilingual-e5-small, jeśli instalacja go dodała (decyzja 042); false: tylko pełny tekst.",
    "cli.setting.warm":
      "Lokalne modele, rozdzielone przecinkami, ładowane przy starcie (np. local/scene,local/piper-joe), albo 'all' (wszystkie local/… i zarejestrowane custom/…).",
    "cli.setting.sessionDays": "Ile dni trwa logowanie w aplikacji webowej.",
    "cli.setting.requestsPerMinute":
      "Domyślny limit żądań API na użytkownika w minucie UTC (powyżej 429; nieustawiony: bez limitu); administratorzy zmieniają go dla poszczególnych użytkowników.",
    "cli.setting.analysesPerDay":
      "Domyślny limit analiz (analyze, pytania uzupełniające, identify, /analyzeImageContents) na użytkownika w dobie UTC (powyżej 429; nieustawiony: bez limitu); administratorzy zmieniają go dla poszczególnych użytkowników.",
    "cli.setting.liveProviderInterval":
      "Ile sekund sesja kamery na żywo czeka między wywołaniami dostawcy wizji (describe i ask; tylko gdy obraz się zmienił); kanały offline działają na każdej zmienionej klatce.",
    "cli.setting.maxLiveSessions":
      "Najwięcej jednocześnie otwartych sesji kamery na żywo (GET /api/v1/live) na tej instancji (powyżej 503); każde poświadczenie ma jedną.",
    "cli.setting.maxPhotoWork":
      "Ile przesłanych zdjęć (analizy, identyfikacje, klasyfikacje) jest przetwarzanych jednocześnie (nieustawione: cztery na rdzeń, najwyżej jedno na 512 MB pamięci); reszta czeka w kolejce.",
    "cli.setting.maxPhotoWait":
      "Ile sekund przesyłka może czekać na swoją kolej; powyżej jest od razu odrzucana z 503 i Retry-After, zanim zostanie odczytana jej treść.",
    "cli.setting.helpExpirySeconds":
      "Ile sekund prośba do pomocników użytkownika czeka na człowieka, zanim pytający usłyszy, że nikt nie mógł odpowiedzieć.",
    "cli.setting.iceServer":
      "Serwer STUN lub TURN do rozmów między pomocnikami w różnych sieciach: stun:HOST:PORT lub turn:HOST:PORT (można powtarzać); dane logowania TURN z VISOR_TURN_USERNAME / VISOR_TURN_PASSWORD. Niepotrzebny w jednej sieci lokalnej.",
    "cli.setting.turnUsername": "Nazwa użytkownika serwera TURN do rozmów.",
    "cli.setting.turnPassword": "Hasło serwera TURN do rozmów.",
    "cli.setting.blobGraceSeconds":
      "Konserwacja nigdy nie usuwa zapisanego zdjęcia ani pliku młodszego niż tyle, nawet jeśli żaden wpis jeszcze na niego nie wskazuje (żądanie może go właśnie zapisywać).",
    "cli.setting.maintenanceIntervalSeconds":
      "Jak często `visor serve` usuwa osierocone bloby i wygasłe logowania (0: nigdy; uruchamiaj wtedy `visor maintenance`).",
    "cli.setting.outboxIntervalSeconds":
      "Jak często `visor serve` ponawia pracę pozostawioną przez usunięcia, np. usunięcie bloba usuniętego zdjęcia (działa też zaraz po każdym usunięciu; 0: tylko wtedy i w `visor maintenance`).",
    "cli.setting.openaiApiKey": "Klucz API OpenAI; włącza modele OpenAI.",
    "cli.setting.geminiApiKey": "Klucz API Gemini; włącza modele Gemini.",
    "cli.setting.providerApiKey": "Klucz API dla --provider-url, jeśli jest potrzebny.",
    "cli.setting.providerIdleTimeout":
      "Ile sekund dostawca może milczeć w środku odpowiedzi, zanim żądanie się nie powiedzie (504).",
    "cli.setting.providerTimeout": "Ile sekund może trwać cała odpowiedź dostawcy (potem 504).",
    "cli.setting.imageTimeout":
      "Ile sekund może trwać generowanie obrazu (nie jest przesyłane strumieniowo: nic nie przychodzi, dopóki obraz nie jest gotowy).",
    "cli.setting.providerMaxAnswerKb":
      "Największa odpowiedź JSON przyjmowana od dostawcy (odpowiedź czatu w całości, transkrypcja), w kilobajtach.",
    "cli.setting.providerMaxMediaMb":
      "Największy wygenerowany obraz lub dźwięk mowy przyjmowany od dostawcy, w megabajtach.",
    "cli.setting.providerMaxEventKb":
      "Największe pojedyncze Server-Sent Event w strumieniu dostawcy, w kilobajtach.",
    "cli.setting.providerMaxStreamMb":
      "Najwięcej bajtów jednej strumieniowanej odpowiedzi dostawcy, wszystkie zdarzenia razem, w megabajtach.",
    "cli.setting.maxAnswerCharacters":
      "Najwięcej znaków jednej odpowiedzi modelu; dłuższa kończy się błędem (502) i nic nie jest zapisywane ani wypowiadane.",
    "cli.setting.defaultImageGeneration": "Id modelu do generowania obrazów (wymaga dostawcy).",
    "cli.sub.car": "Rozpoznaje samochód na zdjęciu i zapisuje go w garażu.",
    "cli.details.car":
      "Bez dostawcy wizji Visor działa offline: tylko typ nadwozia z klasyfikatora ImageNet i zmierzony kolor.",
    "cli.option.car.crop": "Kadr w ułamkach (0…1) wyprostowanego zdjęcia, np. 0.5,0.1,0.4,0.3.",
    "cli.option.car.model": "Id modelu wizji (domyślnie: skonfigurowany model wizji, a bez niego offline).",
    "cli.sub.garage.delete": "Usuwa samochód i jego zdjęcie.",
    "cli.sub.garage.list": "Wyświetla samochody w garażu, od najnowszych.",
    "cli.option.garage.list.limit": "Ile (domyślnie 20, najwyżej 200).",
    "cli.sub.garage.show": "Pokazuje jeden samochód.",
    "cli.sub.classify": "Klasyfikuje zdjęcie (5 najlepszych; cute/notcute z --model cute).",
    "cli.option.classify.model": "Klasyfikator (domyślnie local/imagenet; cute = local/cute).",
    "cli.sub.recognizers.add": "Dodaje szablon rozpoznawania (administratorzy).",
    "cli.option.recognizers.add.name": "Nazwa małymi literami używana w ścieżkach (np. plant).",
    "cli.option.recognizers.add.title": "Czytelny tytuł (np. Roślina).",
    "cli.option.recognizers.add.prompt": "Co ma rozpoznać model wizji.",
    "cli.option.recognizers.add.schema":
      "JSON Schema pól (obiekt z właściwościami string/number/integer/boolean).",
    "cli.option.recognizers.add.titleField": "Pole tekstowe nazywające każdy wpis.",
    "cli.sub.recognizers.list": "Wyświetla szablony rozpoznawania (najpierw wbudowany dla samochodów).",
    "cli.sub.faces.add": "Uczy twarzy osoby z 1–10 zdjęć (zalecane 3 lub więcej).",
    "cli.sub.faces.list": "Wyświetla twarze, których nauczyłeś Visora.",
    "cli.sub.faces.remove": "Zapomina jedną (po id lub imieniu): jej cechy od razu, zdjęcia wkrótce potem.",
    "cli.sub.things.add": "Uczy jednej z twoich rzeczy z 1–10 zdjęć (zalecane 3 lub więcej).",
    "cli.sub.things.list": "Wyświetla rzeczy, których nauczyłeś Visora.",
    "cli.sub.helpers.accept": "Przyjmuje zaproszenie do pomagania (jego id z `visor helpers list`).",
    "cli.sub.helpers.everyone": "Czyni użytkownika pomocnikiem wszystkich na tym Visorze (--off to kończy).",
    "cli.option.helpers.everyone.off": "Już nie pomocnik wszystkich.",
    "cli.sub.helpers.invite": "Zaprasza kogoś z tego Visora, by został pomocnikiem użytkownika.",
    "cli.sub.helpers.list": "Pomocnicy użytkownika i osoby, którym on pomaga.",
    "cli.sub.helpers.remove": "Kończy powiązanie pomocnika, z dowolnej strony.",
    "cli.sub.models.add": "Rejestruje model czatu GGUF (z --mmproj: model wizji) albo klasyfikator ONNX.",
    "cli.details.models.add":
      "Plik .gguf jest sprawdzany przez odczyt nagłówka: musi to być model czatu (ma szablon czatu), a plik --mmproj projektor wizji CLIP. Możliwości, długość kontekstu i rozmiar pochodzą z metadanych, nigdy z nazwy pliku. Plik jest wskazywany, nie kopiowany: zostaw go tam, gdzie jest. Model działa w workerze llama.cpp, który startuje przy pierwszym użyciu (albo `visor models warm custom/NAZWA`). Działający serwer widzi go po restarcie; POST /api/v1/admin/models rejestruje go od razu. Plik .onnx dodaje się jak przez `visor models add-classifier`.",
    "cli.option.models.add.mmproj": "Projektor wizji modelu (mmproj-….gguf): wtedy model widzi też obrazy.",
    "cli.option.models.add.name": "Rejestrowany jako custom/NAME (domyślnie: nazwa pliku).",
    "cli.option.models.add.replace": "Zastępuje zarejestrowany model o tej samej nazwie.",
    "cli.option.models.add.chatFormat":
      "Obsługa czatu llama-cpp-python dla modelu wizji (domyślnie mtmd; np. llava-1-5, qwen2.5-vl).",
    "cli.option.models.add.labels": "Jedna etykieta w wierszu, w kolejności wyjścia.",
    "cli.option.models.add.size": "Kwadratowy rozmiar wejścia (domyślnie 299).",
    "cli.option.models.add.resize":
      "Skaluje krótszy bok do tej wartości przed kadrowaniem środka (domyślnie: rozmiar wejścia; 0 rozciąga).",
    "cli.option.models.add.mean":
      "Średnia na kanał dla pikseli 0…1: 0.5 lub 0.485,0.456,0.406 (domyślnie 0).",
    "cli.option.models.add.std": "Odchylenie standardowe na kanał: 0.5 lub 0.229,0.224,0.225 (domyślnie 1).",
    "cli.sub.models.addClassifier": "Dodaje własny klasyfikator obrazów ONNX (dla całej instancji).",
    "cli.details.models.addClassifier":
      "Model jest sprawdzany jednym przebiegiem na próbnym wejściu. Uruchamia go OpenCV 4.6: eksportuj z ONNX opset 10 lub niższym (torch.onnx.export(…, opset_version=10)). Działający serwer widzi go po restarcie (albo dodaj go przez POST /api/v1/classifiers).",
    "cli.sub.models.list":
      "Wyświetla modele tego folderu danych tak, jak ładuje je to polecenie: możliwości, stan (tego procesu, nie działającego serwera), pamięć i uwagi.",
    "cli.sub.models.remove":
      "Wyrejestrowuje model dodany przez `models add` lub własny klasyfikator (pliki zostają).",
    "cli.details.models.remove":
      "Plik zarejestrowanego GGUF nigdy nie jest usuwany; kopia własnego klasyfikatora w folderze danych jest. Wbudowanych modeli nie można usunąć.",
    "cli.sub.models.warm":
      "Ładuje teraz lokalne modele i podaje czas ładowania i pamięć (sprawdza, czy działają).",
    "cli.details.models.warm":
      "Domyślnie modele ładują się dopiero przy użyciu; `visor serve --warm all` (lub lista id) ładuje je w tle przy starcie.",
    "cli.sub.config": "Wypisuje obowiązującą konfigurację ze źródłem każdej wartości (sekrety ukryte).",
    "cli.sub.maintenance":
      "Wykonuje pracę pozostawioną przez usunięcia (ich bloby), usuwa osierocone bloby, pozostałości przerwanych zapisów i wygasłe logowania (jeden przebieg).",
    "cli.details.maintenance":
      "Bezpieczne, gdy `visor serve` działa na tym samym folderze danych: zapisane zdjęcie, na które nie wskazuje jeszcze żaden wpis,\nmoże należeć do żądania w trakcie zapisu, więc nic młodszego niż --blob-grace-seconds (domyślnie 3600) nie jest\nusuwane. `visor serve` wykonuje ten sam przebieg przy starcie i co --maintenance-interval-seconds.\nNajpierw przerabia kolejkę: bloby usuniętych wpisów, dodane do kolejki w tej samej transakcji co usunięcie\ni ponawiane, aż magazyn blobów je przyjmie (serve robi to też zaraz po każdym\nusunięciu i co --outbox-interval-seconds).",
    "cli.option.maintenance.dryRun": "Liczy, co zostałoby usunięte; niczego nie usuwa.",
    "cli.option.maintenance.json": "Wypisuje raport jako JSON.",
    "cli.sub.backup":
      "Kopiuje folder danych (bazę, zdjęcia, dźwięk, klasyfikatory, wpisy modeli) do jednego pliku.",
    "cli.details.backup":
      "Bezpieczne, gdy `visor serve` działa na tym samym folderze danych: baza jest kopiowana z migawki, a potem\nzdjęcia i dźwięk, na które wskazują jej wpisy, każde z sumą SHA-256. Plik jest bazą SQLite\n(`sqlite3 FILE .tables` ją otwiera). Przywróć go przez `visor restore FILE --data-dir D`. Dla instalacji z PostgreSQL\ni S3 użyj raczej pg_dump i wersjonowania bucketu.",
    "cli.option.backup.to": "Plik kopii do zapisania (nie może istnieć).",
    "cli.sub.restore": "Przywraca plik z `visor backup` do folderu danych.",
    "cli.details.restore":
      "Sprawdza sumę kontrolną każdego elementu; baza trafia na miejsce na końcu, więc przerwane przywracanie można\npowtórzyć (z --force). Najpierw zatrzymaj `visor serve` na tym folderze danych.",
    "cli.option.restore.force": "Zastępuje Visora, który już jest w folderze danych.",
    "cli.sub.migrate":
      "Kopiuje wbudowaną instalację (SQLite + pliki) do PostgreSQL + S3, ze sprawdzeniem; można wznowić.",
    "cli.details.migrate":
      "Najpierw zatrzymaj `visor serve` na folderze danych: podczas kopiowania nic innego nie może zapisywać.\nKopiowana jest każda tabela, najpierw nadrzędne, partiami po 500 wierszy, zdjęcia i dźwięk każdej partii tuż przed\njej wierszami (a potem bloby, których nie wskazuje żaden wiersz); na końcu po obu stronach porównywane są liczby wierszy\ni SHA-256 każdego bloba. Postęp trafia na stderr\n(\"users 3/3, analyses 120/400, …, blobs 512/1024\"). Cel, który już zawiera dane, jest odrzucany,\nchyba że podano --resume; przerwany przebieg (Ctrl-C, kill -9, zerwane połączenie) kończy się,\nuruchamiając to samo polecenie jeszcze raz z --resume, które pomija to, co już jest, i zapisuje ponownie\nblob o innych bajtach. Hasło pochodzi z\nPGPASSWORD, a klucze bucketu z AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (środowisko lub\n--key-file). Potem uruchom Visora z --database i --blobs wskazującymi cel; zachowaj folder\ndanych, dopóki nie sprawdzisz nowej instalacji.",
    "cli.option.migrate.toDatabase":
      "Docelowa baza PostgreSQL: postgres://user@host:port/db (hasło z PGPASSWORD).",
    "cli.option.migrate.toBlobs":
      "Bucket, do którego trafią zdjęcia i dźwięk: s3://bucket?endpoint=…&path-style=true.",
    "cli.option.migrate.resume": "Wznawia przerwaną migrację do celu, który ma już część kopii.",
    "cli.sub.providers":
      "Wyświetla skonfigurowane modele i dostawców albo sprawdza, czy każdy zdalny dostawca odpowiada.",
    "cli.details.providers":
      "list: każdy model z możliwościami i stanem (modele lokalne: załadowany, niezaładowany, brak), a potem\n  każda możliwość: model, który ją zapewnia, albo jak go dodać (zmienne środowiskowe, opcje).\ntest: wysyła maleńkie żądanie (GET /models) do każdego zdalnego dostawcy i mówi, czy URL i klucz działają.\nKlucze API pochodzą z VISOR_OPENAI_API_KEY, VISOR_GEMINI_API_KEY, VISOR_PROVIDER_API_KEY lub pliku kluczy.",
    "cli.sub.chat": "Rozmowa z modelem: sesja interaktywna albo jedna wiadomość przez --message.",
    "cli.details.chat":
      "Tryb interaktywny: wpisz wiadomość i naciśnij Enter; odpowiedź spływa na bieżąco. /new zaczyna nowy czat, /quit\n(lub koniec wejścia, Ctrl-D) kończy. Czaty są zapisywane i widać je w aplikacji webowej.\nZdalnie: `visor --server URL --token T chat` prowadzi tę samą sesję na działającym Visorze (konto\ntokenu; --user i ustawienia folderu danych nie mają zastosowania).",
    "cli.option.chat.model": "Id modelu (domyślnie: domyślny model czatu; zobacz `visor models`).",
    "cli.option.chat.message": "Wysyła jedną wiadomość, wypisuje odpowiedź i kończy.",
    "cli.option.chat.chat": "Kontynuuje istniejący czat zamiast zaczynać nowy.",
    "cli.option.chat.json": "Z --message: wypisuje odpowiedź jako JSON.",
    "cli.sub.imagine": "Generuje obraz z opisu (wymaga dostawcy obrazów).",
    "cli.details.imagine":
      "Obraz trafia też do galerii użytkownika (GET /api/v1/images). Najpierw skonfiguruj dostawcę, np. VISOR_OPENAI_API_KEY.",
    "cli.option.imagine.output": "Gdzie zapisać obraz (-o też działa; domyślnie: visor-<id>.<ext> tutaj).",
    "cli.option.imagine.size":
      "Jeden z 256x256, 512x512, 1024x1024, 1024x1792, 1792x1024, 1024x1536, 1536x1024 (domyślnie 1024x1024).",
    "cli.option.imagine.json": "Wypisuje wpis galerii jako JSON.",
    "cli.sub.live":
      "Przepuszcza klatki z filmu, pliku y4m lub folderu zdjęć przez sesję na żywo i wypisuje, co zostało powiedziane.",
    "cli.details.live":
      "Każda wypowiedź trafia do osobnego wiersza, gdy tylko padnie; błędy idą na stderr, a sesja trwa dalej. Folder: jego zdjęcia (jpg, png, webp, heic, gif) według nazw, jedno na sekundę. Plik y4m lub film: jedna klatka na sekundę, dekodowana poleceniem ffmpeg (zainstaluj ffmpeg). Każda klatka czeka na odpowiedź, zanim zostanie wysłana następna. Kończy z kodem 0 na końcu wejścia, z 1, gdy serwer zakończy sesję. Bez --server działa na modelach offline folderu danych jako --user (domyślnie: pierwszy administrator); z --server (lub VISOR_URL/VISOR_TOKEN) na tym serwerze, przez ws:// albo, dla serwera https://, przez wss:// (jego certyfikat sprawdzany z systemowym magazynem CA lub plikiem wskazanym przez CURL_CA_BUNDLE).",
    "cli.option.live.mode":
      "text, describe (domyślnie), people, barcode, colour, light lub find (z --target).",
    "cli.option.live.target":
      "Czego szuka find: person, text, barcode, face albo rzeczy lub osoby, której nauczyłeś Visora, po nazwie.",
    "cli.option.live.interval":
      "Odstęp między wysyłanymi klatkami (domyślnie 1; 0 wysyła każdą klatkę, gdy tylko poprzednia dostanie odpowiedź).",
    "cli.option.live.verbose": "Wypisuje też spokojne klatki (bez zmian, nic, zajęty).",
    "cli.error.unexpectedArgument": "nieoczekiwany argument „{argument}”",
    "cli.error.optionRequired": "--{option} jest wymagane",
    "cli.serve.network": "w twojej sieci: {url}",
    "cli.serve.fingerprint": "Odcisk SHA-256 certyfikatu TLS: {fingerprint}",
    "cli.serve.selfSigned":
      "(z podpisem własnym; zobacz README, „Phones”, jak zaufać mu na iOS i Androidzie)",
    "cli.serve.firstRun": "Pierwsze uruchomienie: utworzono konto administratora „{name}”.",
    "cli.serve.signInOnce":
      "Zaloguj się raz tym jednorazowym kodem (traci ważność po użyciu lub po 24 godzinach):",
    "cli.serve.orOpen": "albo otwórz {url}",
    "cli.serve.thenPassword":
      "Potem ustaw hasło w Ustawieniach albo utwórz token API przez `visor users token admin`.",
    "cli.serve.shuttingDown": "Zamykanie: kończenie trwających żądań (do {seconds} s)…",
    "cli.config.onlyShow": "polecenie config ma jedno podpolecenie: `visor config show`",
    "cli.backup.unexpectedArgument": "nieoczekiwany argument „{argument}”; podaj plik przez --to FILE",
    "cli.backup.needsTo": "podaj plik kopii przez --to FILE",
    "cli.backup.wrote": "Zapisano {path}",
    "cli.restore.needsFile": "podaj dokładnie jeden plik kopii",
    "cli.restore.restored": "Przywrócono do {path}",
    "cli.backup.report": "{done}: pliki zdjęć i dźwięku: {blobs}, inne pliki: {files}, {megabytes} MB.",
    "cli.backup.missing":
      "Usunięte wraz z wpisami w trakcie tworzenia kopii pliki (nie ma ich w niej): {count}.",
    "cli.migrate.needsDatabase": "podaj docelową bazę przez --to-database postgres://user@host:port/db",
    "cli.migrate.needsBlobs": "podaj docelowy bucket przez --to-blobs s3://bucket?endpoint=…",
    "cli.migrate.done": "Skopiowano i sprawdzono: {rows}; bloby: {blobs} (SHA-256 sprawdzone).",
    "cli.migrate.next":
      "Dalej: uruchom Visora z --database {database} --blobs {blobs} i zachowaj {folder}, dopóki tego nie sprawdzisz.",
    "cli.models.needsName": "podaj dokładnie jedną NAZWĘ modelu (custom/NAZWA)",
    "cli.models.listTakesNoArguments": "`visor models list` nie przyjmuje argumentów",
    "cli.models.listTitle":
      "Modele zarejestrowane w {path}, tak jak widzi je to polecenie (stany dotyczą tego procesu, nie działającego serwera; zapytaj serwer przez GET /api/v1/models):",
    "cli.models.defaultFor": "domyślny dla {uses}",
    "cli.models.inMemory": "{megabytes} MB w pamięci",
    "cli.models.voices": "głosy: {voices}",
    "cli.models.parameters": "parametry: {count}",
    "cli.models.context": "kontekst: {tokens}",
    "cli.models.fileSize": "plik: {size}",
    "cli.models.megabytes": "{n} MB",
    "cli.models.bytes": "bajty: {n}",
    "cli.backup.progress.database": "Kopiowanie bazy danych…",
    "cli.backup.progress.files": "Kopiowanie zdjęć i plików audio: {count}…",
    "cli.backup.progress.count": "  {done} z {total}",
    "cli.restore.progress.files": "Przywracanie zdjęć, audio i plików…",
    "cli.restore.progress.database": "Przywracanie bazy danych…",
    "cli.migrate.progress.outbox": "Usunięcia z kolejki wykonane przed kopiowaniem: {count}",
    "cli.models.noSuchModel": "Nie ma modelu „{id}”; zobacz `visor models list`.",
    "cli.models.notInstalled": "niezainstalowany",
    "cli.models.nothingToLoad": "nic do załadowania ({state})",
    "cli.models.loadedIn": "{state} w {seconds} s",
    "cli.models.needsFile": "podaj dokładnie jeden plik modelu (.gguf lub .onnx)",
    "cli.models.ggufOnly": "--{option} jest dla modeli .gguf, nie dla klasyfikatorów ONNX",
    "cli.models.replaceGGUFOnly": "--replace jest dla modeli .gguf; najpierw usuń klasyfikator",
    "cli.models.noFile": "Pod {path} nie ma pliku; sprawdź ścieżkę pliku modelu .gguf lub .onnx.",
    "cli.models.notAModel": "{file} nie jest ani modelem GGUF (.gguf), ani klasyfikatorem ONNX (.onnx)",
    "cli.models.onnxOnly": "--{option} jest dla klasyfikatorów ONNX, nie dla modeli .gguf",
    "cli.models.needsONNX": "podaj dokładnie jeden plik model.onnx",
    "cli.models.needsLabels": "--labels FILE jest wymagane",
    "cli.models.wholePixels": "--{option} musi być całkowitą liczbą pikseli",
    "cli.models.added":
      "Dodano {id} [{capabilities}]: {facts}.\nRozmawiaj z nim: `visor chat --model {id}` albo \"model\": \"{id}\" w żądaniach API. Ładuje się przy pierwszym użyciu (`visor models warm {id}` ładuje go od razu); działający serwer widzi go po restarcie.",
    "cli.models.addedClassifier":
      "Dodano {id}: etykiety: {labels}, wejście {size}×{size}. Używaj go przez `visor classify ZDJĘCIE --model {name}` lub POST /api/v1/classify (model={id}).",
    "cli.recognizers.unexpected": "nieoczekiwane: {argument}",
    "cli.recognizers.added": "Dodano rozpoznawanie „{name}”: POST /api/v1/recognizers/{name}/identify",
    "cli.recognizers.builtIn": "(wbudowany)",
    "cli.providers.usage": "użyj `visor providers list` lub `visor providers test`",
    "cli.providers.capabilities": "Możliwości:",
    "cli.providers.notConfigured": "nieskonfigurowane. {how}",
    "cli.providers.noRemote":
      "Nie skonfigurowano zdalnego dostawcy; Visor działa na silniku offline. Zobacz README, Configuration.",
    "cli.classify.model": "model: {model}",
    "cli.helpers.labelHelper": "pomocnik",
    "cli.helpers.labelHelping": "pomaga",
    "cli.helpers.forEveryone": "dla wszystkich",
    "cli.error.remoteModelsOnlyList":
      "w trybie zdalnym działa tylko `visor models list` (modele serwera i ich stan)",
    "cli.faces.photoCount": "(zdjęcia: {count})",
    "cli.car.hp": "{value} KM",
    "cli.car.topSpeed": "prędkość maks. {value} km/h",
    "cli.car.zeroToHundred": "0–100 km/h w {value} s",
    "cli.car.performance": "osiągi: {value}",
    "cli.car.cylinders": "cylindry: {count}",
    "cli.car.engine": "silnik: {value}",
    "cli.car.paintCode": "kod lakieru {value}",
    "cli.car.measured": "zmierzony {value}",
    "cli.car.colour": "kolor: {value}",
    "cli.car.confidence": "pewność {value}",
    "cli.car.model": "model {value}",
    "cli.error.cannotReadModelFile": "nie można odczytać pliku modelu {path}",
    "cli.error.cannotReadLabelsFile": "nie można odczytać pliku etykiet {path}",
    "cli.error.cannotReadSchemaFile": "nie można odczytać pliku schematu {path}",
    "cli.maintenance.removedBoth": "Usunięto: {leftovers} i {signIns}.",
  ]

  static let cliPolishAdminPlural: [MessageID: MessageTemplate] = [
    "cli.maintenance.removedOrphans": .plural(
      "count",
      [
        .one: "Usunięto {count} osierocony blob (żaden wpis na niego nie wskazuje, starszy niż {grace} s).",
        .few: "Usunięto {count} osierocone bloby (żaden wpis na nie nie wskazuje, starsze niż {grace} s).",
        .many:
          "Usunięto {count} osieroconych blobów (żaden wpis na nie nie wskazuje, starszych niż {grace} s).",
        .other:
          "Usunięto {count} osieroconego bloba (żaden wpis na nie nie wskazuje, starszego niż {grace} s).",
      ]),
    "cli.maintenance.wouldRemoveOrphans": .plural(
      "count",
      [
        .one:
          "Zostałby usunięty {count} osierocony blob (żaden wpis na niego nie wskazuje, starszy niż {grace} s).",
        .few:
          "Zostałyby usunięte {count} osierocone bloby (żaden wpis na nie nie wskazuje, starsze niż {grace} s).",
        .many:
          "Zostałoby usuniętych {count} osieroconych blobów (żaden wpis na nie nie wskazuje, starszych niż {grace} s).",
        .other:
          "Zostałoby usunięte {count} osieroconego bloba (żaden wpis na nie nie wskazuje, starszego niż {grace} s).",
      ]),
    "cli.maintenance.leftovers": .plural(
      "count",
      [
        .one: "{count} pozostałość przerwanego zapisu", .few: "{count} pozostałości przerwanych zapisów",
        .many: "{count} pozostałości przerwanych zapisów", .other: "{count} pozostałości przerwanych zapisów",
      ]),
    "cli.maintenance.expiredSignIns": .plural(
      "count",
      [
        .one: "{count} wygasłe logowanie", .few: "{count} wygasłe logowania",
        .many: "{count} wygasłych logowań", .other: "{count} wygasłego logowania",
      ]),
    "cli.maintenance.didDeletions": .plural(
      "count",
      [
        .one: "Wykonano {count} oczekujące usunięcie; nieudane: {failed}, zostaną ponowione.",
        .few: "Wykonano {count} oczekujące usunięcia; nieudane: {failed}, zostaną ponowione.",
        .many: "Wykonano {count} oczekujących usunięć; nieudane: {failed}, zostaną ponowione.",
        .other: "Wykonano {count} oczekującego usunięcia; nieudane: {failed}, zostaną ponowione.",
      ]),
    "cli.maintenance.waiting": .plural(
      "count",
      [
        .one:
          "{count} oczekujące usunięcie wciąż czeka (magazyn blobów może być nieosiągalny; jest ponawiane).",
        .few:
          "{count} oczekujące usunięcia wciąż czekają (magazyn blobów może być nieosiągalny; są ponawiane).",
        .many:
          "{count} oczekujących usunięć wciąż czeka (magazyn blobów może być nieosiągalny; są ponawiane).",
        .other:
          "{count} oczekującego usunięcia wciąż czeka (magazyn blobów może być nieosiągalny; jest ponawiane).",
      ]),
    "cli.maintenance.kept": .plural(
      "count",
      [
        .one: "Zachowano {count} blob bez odwołań młodszy niż {grace} s: żądanie może go jeszcze zapisywać.",
        .few: "Zachowano {count} bloby bez odwołań młodsze niż {grace} s: żądanie może je jeszcze zapisywać.",
        .many:
          "Zachowano {count} blobów bez odwołań młodszych niż {grace} s: żądanie może je jeszcze zapisywać.",
        .other:
          "Zachowano {count} bloba bez odwołań młodszego niż {grace} s: żądanie może go jeszcze zapisywać.",
      ]),
  ]

  static let cliPolish: [MessageID: MessageTemplate] = cliPolishLines.merging(
    cliPolishAdmin.mapValues(MessageTemplate.init).merging(cliPolishAdminPlural) { own, _ in own }
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
    "cli.sub.serve": "Visor sunucusunu çalıştırır: web uygulaması / adresinde, API /api/v1 altında.",
    "cli.details.serve":
      "Boş bir veri klasörüyle ilk açılış yönetici hesabını oluşturur ve tek kullanımlık bir giriş kodu yazdırır.\n--lan ağınızdaki telefonlara HTTPS ile hizmet verir (tarayıcılar kamera ve mikrofona yalnızca HTTPS'te izin verir);\n--tls-cert/--tls-key verilmezse <data-dir>/tls içinde kendinden imzalı bir sertifika oluşturur ve parmak izini yazdırır.\nSIGINT/SIGTERM yeni bağlantı almayı bırakır ve süren isteklerin bitmesine izin verir (--shutdown-grace saniye).",
    "cli.setting.host": "Dinlenecek adres (--lan tüm arayüzlerde dinler).",
    "cli.setting.port": "Dinlenecek TCP portu (0 boş bir port seçer).",
    "cli.setting.lan":
      "Yerel ağdaki telefonlara hizmet verir: tüm arayüzler, kendinden imzalı sertifikayla HTTPS.",
    "cli.setting.tlsCert": "HTTPS için PEM sertifika dosyası.",
    "cli.setting.tlsKey": "HTTPS için PEM özel anahtar dosyası.",
    "cli.setting.maxBodyMb": "Megabayt cinsinden en büyük istek gövdesi (üstü 413).",
    "cli.setting.maxHeaderKb": "Kilobayt cinsinden en büyük istek başlığı bloğu (üstü 431).",
    "cli.setting.clientTimeout":
      "Bir istemcinin isteğin başlıklarını göndermek için (sonra 408) ya da bağlantısı kesilmeden önce boşta kalabileceği saniye.",
    "cli.setting.maxConnections":
      "En fazla eşzamanlı bağlantı; dolduğunda en eski boştaki kapatılır, yoksa yenisi JSON bir 503 alır.",
    "cli.setting.maxConnectionsPerAddress":
      "Tek bir istemci adresinden en fazla eşzamanlı bağlantı (0: sınır yok); böylece bir adres diğerlerini aç bırakamaz.",
    "cli.setting.trustedProxy":
      "X-Forwarded-For başlığı istemci adresini belirleyen ters vekil sunucunun adresi veya CIDR bloğu (tekrarlanabilir ya da virgülle ayrılabilir).",
    "cli.setting.shutdownGrace": "SIGINT/SIGTERM sonrasında süren isteklerin bitmesi için tanınan saniye.",
    "cli.setting.webDir": "Web uygulamasının klasörü (varsayılan: kaynakların yanındaki Web klasörü).",
    "cli.setting.imageMaxSide": "Yüklenen fotoğrafların küçültüldüğü uzun kenar, piksel cinsinden.",
    "cli.setting.imageMaxMegapixels": "Kabul edilen en büyük fotoğraf, megapiksel cinsinden (üstü 422).",
    "cli.setting.crossChecks":
      "Bir görme sağlayıcısının yanıtlarını çevrimdışı motorun kendi ölçümleriyle (metin, kişiler, kodlar, renk) karşılaştırır ve uyuşmadıklarında söyler; false bunun harcadığı işlemciyi tasarruf eder.",
    "cli.setting.faces":
      "Yüz öğretmeye ve karşınızda kim olduğunu duymaya izin verir (karar 038); false özelliği herkes için kapatır.",
    "cli.setting.meaningSearch":
      "Kurulum multilingual-e5-small'ı yüklediyse geçmişte ve sohbetlerde anlama göre, diller arası da arar (karar 042); false: yalnızca tam metin.",
    "cli.setting.warm":
      "Açılışta yüklenecek, virgülle ayrılmış yerel modeller (örn. local/scene,local/piper-joe) ya da 'all' (tüm local/… ve kayıtlı custom/… modeller).",
    "cli.setting.sessionDays": "Bir web oturumunun geçerli kaldığı gün sayısı.",
    "cli.setting.requestsPerMinute":
      "Kullanıcı başına bir UTC dakikasında varsayılan API isteği sınırı (üstü 429; ayarlanmamışsa sınırsız); yöneticiler kullanıcı başına değiştirir.",
    "cli.setting.analysesPerDay":
      "Kullanıcı başına bir UTC gününde varsayılan analiz sınırı (analyze, ek sorular, identify, /analyzeImageContents) (üstü 429; ayarlanmamışsa sınırsız); yöneticiler kullanıcı başına değiştirir.",
    "cli.setting.liveProviderInterval":
      "Canlı kamera oturumunun görme sağlayıcısına iki çağrı arasında beklediği saniye (describe ve ask; yalnızca görüntü değiştiğinde); çevrimdışı kanallar değişen her karede çalışır.",
    "cli.setting.maxLiveSessions":
      "Bu örnekte aynı anda açık en fazla canlı kamera oturumu (GET /api/v1/live) (üstü 503); her kimlik bilgisinin bir oturumu olur.",
    "cli.setting.maxPhotoWork":
      "Aynı anda işlenen yüklenmiş fotoğraflar (analizler, tanımlamalar, sınıflandırmalar) (ayarlanmamışsa: çekirdek başına dört, bellekte 512 MB başına en fazla bir); kalanlar sırayla bekler.",
    "cli.setting.maxPhotoWait":
      "Bir yüklemenin sırasını beklemesi öngörülebilecek saniye; bunun ötesinde gövdesi okunmadan hemen 503 ve Retry-After ile reddedilir.",
    "cli.setting.helpExpirySeconds":
      "Kullanıcının yardımcılarına gönderilen bir isteğin, soran kişi kimsenin yanıt veremediğini duymadan önce bir insanı beklediği saniye.",
    "cli.setting.iceServer":
      "Farklı ağlardaki yardımcılar arası aramalar için bir STUN veya TURN sunucusu: stun:SUNUCU:PORT veya turn:SUNUCU:PORT (tekrarlanabilir); TURN kimlik bilgileri VISOR_TURN_USERNAME / VISOR_TURN_PASSWORD'dan. Aynı yerel ağda gerekmez.",
    "cli.setting.turnUsername": "Aramalar için TURN sunucusunun kullanıcı adı.",
    "cli.setting.turnPassword": "Aramalar için TURN sunucusunun parolası.",
    "cli.setting.blobGraceSeconds":
      "Bakım, bundan daha yeni kayıtlı bir fotoğrafı veya dosyayı henüz hiçbir kayıt ona başvurmasa bile asla silmez (bir istek onu kaydediyor olabilir).",
    "cli.setting.maintenanceIntervalSeconds":
      "`visor serve`'ün sahipsiz blobları ve süresi dolmuş oturumları ne sıklıkla kaldırdığı (0: asla; bunun yerine `visor maintenance` çalıştırın).",
    "cli.setting.outboxIntervalSeconds":
      "`visor serve`'ün silmelerin bıraktığı işleri, örneğin silinmiş bir fotoğrafın blobunu silmeyi, ne sıklıkla yeniden denediği (her silmeden hemen sonra da çalışır; 0: yalnızca o zaman ve `visor maintenance` içinde).",
    "cli.setting.openaiApiKey": "OpenAI API anahtarı; OpenAI modellerini etkinleştirir.",
    "cli.setting.geminiApiKey": "Gemini API anahtarı; Gemini modellerini etkinleştirir.",
    "cli.setting.providerApiKey": "Gerekiyorsa --provider-url için API anahtarı.",
    "cli.setting.providerIdleTimeout":
      "Bir sağlayıcının yanıtın ortasında istek başarısız olmadan (504) önce sessiz kalabileceği saniye.",
    "cli.setting.providerTimeout": "Bir sağlayıcının tüm yanıtının sürebileceği saniye (sonra 504).",
    "cli.setting.imageTimeout":
      "Bir görüntü üretiminin sürebileceği saniye (akış halinde gelmez: görüntü bitene kadar hiçbir şey gelmez).",
    "cli.setting.providerMaxAnswerKb":
      "Bir sağlayıcıdan kabul edilen en büyük JSON yanıtı (tek parça bir sohbet yanıtı, bir döküm), kilobayt cinsinden.",
    "cli.setting.providerMaxMediaMb":
      "Bir sağlayıcıdan kabul edilen en büyük üretilmiş görüntü veya konuşma sesi, megabayt cinsinden.",
    "cli.setting.providerMaxEventKb":
      "Bir sağlayıcının akışındaki en büyük tek Server-Sent Event, kilobayt cinsinden.",
    "cli.setting.providerMaxStreamMb":
      "Bir sağlayıcının akışla gelen tek yanıtının tüm olaylarıyla birlikte en fazla bayt miktarı, megabayt cinsinden.",
    "cli.setting.maxAnswerCharacters":
      "Bir model yanıtının en fazla karakter sayısı; daha uzunu başarısız olur (502) ve hiçbir şey kaydedilmez ya da seslendirilmez.",
    "cli.setting.defaultImageGeneration": "Görüntü üretimi için model kimliği (bir sağlayıcı gerekir).",
    "cli.sub.car": "Fotoğraftaki arabayı tanır ve garaja kaydeder.",
    "cli.details.car":
      "Görme sağlayıcısı yoksa Visor çevrimdışı çalışır: yalnızca ImageNet sınıflandırıcısından kasa tipi ve ölçülen renk.",
    "cli.option.car.crop":
      "Düzeltilmiş fotoğrafın kesirleri (0…1) olarak kırpma kutusu, örn. 0.5,0.1,0.4,0.3.",
    "cli.option.car.model":
      "Görme modeli kimliği (varsayılan: yapılandırılmış görme modeli, yoksa çevrimdışı).",
    "cli.sub.garage.delete": "Bir arabayı ve fotoğrafını siler.",
    "cli.sub.garage.list": "Garajdaki arabaları en yeniden başlayarak listeler.",
    "cli.option.garage.list.limit": "Kaç tane (varsayılan 20, en fazla 200).",
    "cli.sub.garage.show": "Bir arabayı gösterir.",
    "cli.sub.classify": "Bir fotoğrafı sınıflandırır (ilk 5; --model cute ile cute/notcute).",
    "cli.option.classify.model": "Sınıflandırıcı (varsayılan local/imagenet; cute = local/cute).",
    "cli.sub.recognizers.add": "Bir tanıyıcı şablonu ekler (yöneticiler).",
    "cli.option.recognizers.add.name": "Yollarda kullanılan küçük harfli ad (örn. plant).",
    "cli.option.recognizers.add.title": "Okunur başlık (örn. Bitki).",
    "cli.option.recognizers.add.prompt": "Görme modelinin neyi tanıması gerektiği.",
    "cli.option.recognizers.add.schema":
      "Alanların JSON Schema'sı (string/number/integer/boolean özellikli nesne).",
    "cli.option.recognizers.add.titleField": "Her kaydı adlandıran metin alanı.",
    "cli.sub.recognizers.list": "Tanıyıcı şablonlarını listeler (önce yerleşik araba şablonu).",
    "cli.sub.faces.add": "Bir kişinin yüzünü 1–10 fotoğrafla öğretir (3 veya daha fazlası önerilir).",
    "cli.sub.faces.list": "Öğrettiğiniz yüzleri listeler.",
    "cli.sub.faces.remove":
      "Birini unutur (kimlik veya adla): özelliklerini hemen, fotoğraflarını kısa süre sonra.",
    "cli.sub.things.add": "Eşyalarınızdan birini 1–10 fotoğrafla öğretir (3 veya daha fazlası önerilir).",
    "cli.sub.things.list": "Öğrettiğiniz eşyaları listeler.",
    "cli.sub.helpers.accept": "Yardım etme davetini kabul eder (kimliği `visor helpers list` çıktısından).",
    "cli.sub.helpers.everyone":
      "Bir kullanıcıyı bu Visor'daki herkesin yardımcısı yapar (--off bunu bitirir).",
    "cli.option.helpers.everyone.off": "Artık herkesin yardımcısı değil.",
    "cli.sub.helpers.invite": "Bu Visor'daki birini bir kullanıcının yardımcısı olmaya davet eder.",
    "cli.sub.helpers.list": "Bir kullanıcının yardımcıları ve yardım ettiği kişiler.",
    "cli.sub.helpers.remove": "Bir yardımcı bağlantısını iki taraftan biri olarak sonlandırır.",
    "cli.sub.models.add":
      "Bir GGUF sohbet modelini (--mmproj ile: bir görme modeli) veya bir ONNX sınıflandırıcısını kaydeder.",
    "cli.details.models.add":
      "Bir .gguf dosyası başlığı okunarak denetlenir: bir sohbet modeli (sohbet şablonu olan) olmalı, bir --mmproj dosyası da CLIP görme projektörü. Yetenekler, bağlam uzunluğu ve boyut dosya adından değil, her zaman meta verilerden gelir. Dosya kopyalanmaz, başvurulur: olduğu yerde bırakın. Model, ilk kullanımda (veya `visor models warm custom/AD` ile) başlayan bir llama.cpp worker'ında çalışır. Çalışan bir sunucu onu yeniden başlatmadan sonra görür; POST /api/v1/admin/models onu hemen kaydeder. Bir .onnx dosyası `visor models add-classifier` ile olduğu gibi eklenir.",
    "cli.option.models.add.mmproj":
      "Modelin görme projektörü (mmproj-….gguf): model böylece görüntüleri de görür.",
    "cli.option.models.add.name": "custom/NAME olarak kaydedilir (varsayılan: dosya adı).",
    "cli.option.models.add.replace": "Aynı adla kayıtlı bir modelin yerine geçer.",
    "cli.option.models.add.chatFormat":
      "Bir görme modeli için llama-cpp-python sohbet işleyicisi (varsayılan mtmd; örn. llava-1-5, qwen2.5-vl).",
    "cli.option.models.add.labels": "Çıktı sırasına göre satır başına bir etiket.",
    "cli.option.models.add.size": "Kare girdi boyutu (varsayılan 299).",
    "cli.option.models.add.resize":
      "Merkez kırpmadan önce kısa kenarı bu boyuta getirir (varsayılan: girdi boyutu; 0 gerer).",
    "cli.option.models.add.mean":
      "0…1 piksellerde kanal başına ortalama: 0.5 veya 0.485,0.456,0.406 (varsayılan 0).",
    "cli.option.models.add.std": "Kanal başına standart sapma: 0.5 veya 0.229,0.224,0.225 (varsayılan 1).",
    "cli.sub.models.addClassifier": "Özel bir ONNX görüntü sınıflandırıcısı ekler (tüm örnek için).",
    "cli.details.models.addClassifier":
      "Model, sahte bir girdi üzerinde bir geçişle denetlenir. Onu OpenCV 4.6 çalıştırır: ONNX opset 10 veya daha düşüğüyle dışa aktarın (torch.onnx.export(…, opset_version=10)). Çalışan bir sunucu onu yeniden başlatmadan sonra görür (ya da POST /api/v1/classifiers ile ekleyin).",
    "cli.sub.models.list":
      "Bu veri klasörünün modellerini bu komutun yüklediği haliyle listeler: yetenekler, durum (çalışan bir sunucunun değil, bu işlemin), bellek ve notlar.",
    "cli.sub.models.remove":
      "`models add` ile eklenmiş bir modelin veya özel bir sınıflandırıcının kaydını siler (dosyalar kalır).",
    "cli.details.models.remove":
      "Kayıtlı bir GGUF'un dosyası asla silinmez; özel bir sınıflandırıcının veri klasöründeki kopyası silinir. Yerleşik modeller kaldırılamaz.",
    "cli.sub.models.warm":
      "Yerel modelleri şimdi yükler, yükleme süresini ve belleği bildirir (çalıştıklarını denetler).",
    "cli.details.models.warm":
      "Yükleme varsayılan olarak gerektiğinde yapılır; `visor serve --warm all` (veya bir kimlik listesi) modelleri açılışta arka planda yükler.",
    "cli.sub.config":
      "Geçerli yapılandırmayı, her değerin nereden geldiğiyle birlikte yazdırır (gizli bilgiler gizlenir).",
    "cli.sub.maintenance":
      "Silmelerin kuyruğa bıraktığı işi (blobları) yapar; sahipsiz blobları, yarıda kalmış yazmaların artıklarını ve süresi dolmuş oturumları kaldırır (tek geçiş).",
    "cli.details.maintenance":
      "`visor serve` aynı veri klasöründe çalışırken güvenlidir: henüz hiçbir kaydın başvurmadığı kayıtlı bir fotoğraf\nkaydedilmekte olan bir isteğe ait olabilir; bu yüzden --blob-grace-seconds'tan (varsayılan 3600) daha yeni hiçbir şey\nsilinmez. `visor serve` aynı geçişi açılışta ve her --maintenance-interval-seconds'ta yapar.\nÖnce kuyruğu işler: silinen kayıtların blobları, silmenin kendi işleminde kuyruğa alınır\nve blob deposu kabul edene dek yeniden denenir (serve bunu her silmeden hemen sonra\nve her --outbox-interval-seconds'ta da yapar).",
    "cli.option.maintenance.dryRun": "Nelerin kaldırılacağını sayar; hiçbir şey silmez.",
    "cli.option.maintenance.json": "Raporu JSON olarak yazdırır.",
    "cli.sub.backup":
      "Veri klasörünü (veritabanı, fotoğraflar, ses, sınıflandırıcılar, model kayıtları) tek bir dosyaya kopyalar.",
    "cli.details.backup":
      "`visor serve` aynı veri klasöründe çalışırken güvenlidir: veritabanı bir anlık görüntüden kopyalanır, ardından\nkayıtlarının başvurduğu fotoğraflar ve ses, her biri SHA-256'sıyla. Dosya bir SQLite veritabanıdır\n(`sqlite3 FILE .tables` onu açar). `visor restore FILE --data-dir D` ile geri yükleyin. PostgreSQL\nve S3 kurulumlarında bunun yerine pg_dump ve bucket sürümlemesini kullanın.",
    "cli.option.backup.to": "Yazılacak yedek dosyası (var olmamalı).",
    "cli.sub.restore": "Bir `visor backup` dosyasını bir veri klasörüne geri yükler.",
    "cli.details.restore":
      "Her ögenin sağlama toplamını denetler; veritabanı en son yerine konur, böylece yarıda kalan bir geri yükleme\nyeniden çalıştırılabilir (--force ile). Önce o veri klasöründeki `visor serve`'ü durdurun.",
    "cli.option.restore.force": "Veri klasöründe zaten bulunan Visor'ın yerine geçer.",
    "cli.sub.migrate":
      "Gömülü kurulumu (SQLite + dosyalar) PostgreSQL + S3'e doğrulayarak kopyalar; sürdürülebilir.",
    "cli.details.migrate":
      "Önce veri klasöründeki `visor serve`'ü durdurun: kopya sürerken başka hiçbir şey yazmamalı.\nHer tablo kopyalanır, önce üst tablolar, 500 satırlık gruplar halinde; her grubun fotoğrafları ve sesi satırlarından\nhemen önce (ardından hiçbir satırın adını vermediği bloblar); sonunda satır sayıları ve her blobun SHA-256'sı\niki tarafta karşılaştırılır. İlerleme stderr'e gider\n(\"users 3/3, analyses 120/400, …, blobs 512/1024\"). Zaten veri içeren bir hedef,\n--resume verilmedikçe reddedilir; yarıda kalan bir çalışma (Ctrl-C, kill -9, kopan bir bağlantı)\naynı komutu --resume ile yeniden çalıştırarak tamamlanır; bu, zaten orada olanı atlar ve baytları farklı\nolan bir blobu yeniden yazar. Parola\nPGPASSWORD'dan, bucket anahtarları AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY'den (ortam veya\n--key-file) gelir. Ardından Visor'ı hedefi gösteren --database ve --blobs ile başlatın; yeni kurulumu\ndenetleyene kadar veri klasörünü saklayın.",
    "cli.option.migrate.toDatabase":
      "Kopyalanacak PostgreSQL veritabanı: postgres://user@host:port/db (parola PGPASSWORD'dan).",
    "cli.option.migrate.toBlobs":
      "Fotoğrafların ve sesin kopyalanacağı bucket: s3://bucket?endpoint=…&path-style=true.",
    "cli.option.migrate.resume":
      "Kopyanın bir kısmını zaten içeren bir hedefe yarıda kalmış bir taşımayı sürdürür.",
    "cli.sub.providers":
      "Yapılandırılmış modelleri ve sağlayıcıları listeler ya da her uzak sağlayıcının yanıt verdiğini sınar.",
    "cli.details.providers":
      "list: her model, yetenekleri ve durumuyla (yerel modeller: yüklü, yüklü değil, eksik), ardından\n  her yetenek: onu karşılayan model ya da nasıl ekleneceği (ortam değişkenleri, seçenekler).\ntest: her uzak sağlayıcıya küçücük bir istek (GET /models) gönderir ve URL ile anahtarın çalışıp çalışmadığını söyler.\nAPI anahtarları VISOR_OPENAI_API_KEY, VISOR_GEMINI_API_KEY, VISOR_PROVIDER_API_KEY veya anahtar dosyasından gelir.",
    "cli.sub.chat": "Bir modelle sohbet eder: etkileşimli bir oturum ya da --message ile tek bir mesaj.",
    "cli.details.chat":
      "Etkileşimli: bir mesaj yazıp Enter'a basın; yanıt akarak gelir. /new yeni bir sohbet başlatır, /quit\n(veya girdinin sonu, Ctrl-D) çıkar. Sohbetler kaydedilir ve web uygulamasında görünür.\nUzak: `visor --server URL --token T chat` aynı oturumu çalışan bir Visor'da yürütür (belirtecin\nhesabıyla; --user ve veri klasörü ayarları geçerli olmaz).",
    "cli.option.chat.model": "Model kimliği (varsayılan: varsayılan sohbet modeli; bkz. `visor models`).",
    "cli.option.chat.message": "Tek bir mesaj gönderir, yanıtı yazdırır ve çıkar.",
    "cli.option.chat.chat": "Yeni bir sohbet başlatmak yerine var olan bir sohbeti sürdürür.",
    "cli.option.chat.json": "--message ile: yanıtı JSON olarak yazdırır.",
    "cli.sub.imagine": "Bir istemden görüntü üretir (bir görüntü sağlayıcısı gerekir).",
    "cli.details.imagine":
      "Görüntü, kullanıcının galerisine de kaydedilir (GET /api/v1/images). Önce bir sağlayıcı yapılandırın, örn. VISOR_OPENAI_API_KEY.",
    "cli.option.imagine.output":
      "Görüntünün yazılacağı yer (-o da olur; varsayılan: burada visor-<id>.<ext>).",
    "cli.option.imagine.size":
      "256x256, 512x512, 1024x1024, 1024x1792, 1792x1024, 1024x1536, 1536x1024 seçeneklerinden biri (varsayılan 1024x1024).",
    "cli.option.imagine.json": "Galeri kaydını JSON olarak yazdırır.",
    "cli.sub.live":
      "Bir videonun, y4m dosyasının veya fotoğraf klasörünün karelerini canlı bir oturumdan geçirir ve söyleneni yazdırır.",
    "cli.details.live":
      "Her söz, söylendiği anda kendi satırına yazdırılır; hatalar stderr'e gider ve oturum sürer. Bir klasör: fotoğrafları (jpg, png, webp, heic, gif) ad sırasıyla, saniyede bir. Bir y4m veya video: saniyesi başına bir kare, ffmpeg komutuyla çözülür (ffmpeg'i kurun). Her kare, sonraki gönderilmeden önce yanıtını bekler. Girdinin sonunda 0, sunucu oturumu bitirdiğinde 1 ile çıkar. --server olmadan veri klasörünün çevrimdışı modelleriyle --user olarak çalışır (varsayılan: ilk yönetici); --server ile (veya VISOR_URL/VISOR_TOKEN) o sunucuda, ws:// üzerinden ya da bir https:// sunucusu için wss:// üzerinden (sertifikası sistemin CA deposuna veya CURL_CA_BUNDLE'ın gösterdiği dosyaya göre denetlenir).",
    "cli.option.live.mode":
      "text, describe (varsayılan), people, barcode, colour, light veya find (--target ile).",
    "cli.option.live.target":
      "find'ın aradığı: person, text, barcode, face ya da öğrettiğiniz bir eşya veya kişi, adıyla.",
    "cli.option.live.interval":
      "Gönderilen kareler arasındaki süre (varsayılan 1; 0 her kareyi bir öncekine yanıt gelir gelmez gönderir).",
    "cli.option.live.verbose": "Sakin kareleri de yazdırır (değişmedi, hiçbir şey, meşgul).",
    "cli.error.unexpectedArgument": "beklenmeyen argüman \"{argument}\"",
    "cli.error.optionRequired": "--{option} gerekli",
    "cli.serve.network": "ağınızda: {url}",
    "cli.serve.fingerprint": "TLS sertifikasının SHA-256 parmak izi: {fingerprint}",
    "cli.serve.selfSigned":
      "(kendinden imzalı; iOS ve Android'de güvenmek için README'deki \"Phones\" bölümüne bakın)",
    "cli.serve.firstRun": "İlk açılış: \"{name}\" yönetici hesabı oluşturuldu.",
    "cli.serve.signInOnce":
      "Bu tek kullanımlık kodla bir kez giriş yapın (ilk kullanımda veya 24 saatte geçersiz olur):",
    "cli.serve.orOpen": "ya da şunu açın: {url}",
    "cli.serve.thenPassword":
      "Ardından Ayarlar'da bir parola belirleyin ya da `visor users token admin` ile bir API belirteci oluşturun.",
    "cli.serve.shuttingDown": "Kapatılıyor: süren istekler bitiriliyor (en fazla {seconds} sn)…",
    "cli.config.onlyShow": "config komutunun tek alt komutu var: `visor config show`",
    "cli.backup.unexpectedArgument": "beklenmeyen argüman \"{argument}\"; dosyayı --to FILE ile verin",
    "cli.backup.needsTo": "yedek dosyasını --to FILE ile verin",
    "cli.backup.wrote": "{path} yazıldı",
    "cli.restore.needsFile": "tam olarak bir yedek dosyası verin",
    "cli.restore.restored": "{path} içine geri yüklendi",
    "cli.backup.report": "{done}: {blobs} fotoğraf ve ses dosyası, {files} başka dosya, {megabytes} MB.",
    "cli.backup.missing": "{count} dosya, yedek alınırken kayıtlarıyla birlikte silindi; yedekte yoklar.",
    "cli.migrate.needsDatabase": "hedef veritabanını --to-database postgres://user@host:port/db ile verin",
    "cli.migrate.needsBlobs": "hedef bucket'ı --to-blobs s3://bucket?endpoint=… ile verin",
    "cli.migrate.done": "Kopyalandı ve doğrulandı: {rows}; {blobs} blob (SHA-256 denetlendi).",
    "cli.migrate.next":
      "Sonraki adım: Visor'ı --database {database} --blobs {blobs} ile başlatın ve denetleyene kadar {folder} klasörünü saklayın.",
    "cli.models.needsName": "tam olarak bir model ADI verin (custom/AD)",
    "cli.models.listTakesNoArguments": "`visor models list` argüman almaz",
    "cli.models.listTitle":
      "{path} içinde kayıtlı modeller, bu komutun gördüğü haliyle (durumlar çalışan bir sunucunun değil, bu işlemin; bir sunucuya GET /api/v1/models ile sorun):",
    "cli.models.defaultFor": "{uses} için varsayılan",
    "cli.models.inMemory": "bellekte {megabytes} MB",
    "cli.models.voices": "sesler: {voices}",
    "cli.models.parameters": "{count} parametre",
    "cli.models.context": "bağlam {tokens}",
    "cli.models.fileSize": "{size} dosya",
    "cli.models.megabytes": "{n} MB",
    "cli.models.bytes": "{n} bayt",
    "cli.backup.progress.database": "Veritabanı kopyalanıyor…",
    "cli.backup.progress.files": "Fotoğraflar ve ses dosyaları kopyalanıyor: {count}…",
    "cli.backup.progress.count": "  {done}/{total}",
    "cli.restore.progress.files": "Fotoğraflar, ses ve dosyalar geri yükleniyor…",
    "cli.restore.progress.database": "Veritabanı geri yükleniyor…",
    "cli.migrate.progress.outbox": "Kopyalamadan önce tamamlanan bekleyen silmeler: {count}",
    "cli.models.noSuchModel": "\"{id}\" adlı model yok; `visor models list` komutuna bakın.",
    "cli.models.notInstalled": "kurulu değil",
    "cli.models.nothingToLoad": "yüklenecek bir şey yok ({state})",
    "cli.models.loadedIn": "{seconds} sn içinde {state}",
    "cli.models.needsFile": "tam olarak bir model dosyası verin (.gguf veya .onnx)",
    "cli.models.ggufOnly": "--{option} ONNX sınıflandırıcıları için değil, .gguf modelleri içindir",
    "cli.models.replaceGGUFOnly": "--replace .gguf modelleri içindir; önce sınıflandırıcıyı kaldırın",
    "cli.models.noFile": "{path} konumunda dosya yok; .gguf veya .onnx model dosyasının yolunu denetleyin.",
    "cli.models.notAModel": "{file} ne bir GGUF modeli (.gguf) ne de bir ONNX sınıflandırıcısı (.onnx)",
    "cli.models.onnxOnly": "--{option} .gguf modelleri için değil, ONNX sınıflandırıcıları içindir",
    "cli.models.needsONNX": "tam olarak bir model.onnx dosyası verin",
    "cli.models.needsLabels": "--labels FILE gerekli",
    "cli.models.wholePixels": "--{option} tam sayı bir piksel değeri olmalı",
    "cli.models.added":
      "{id} eklendi [{capabilities}]: {facts}.\nOnunla sohbet edin: `visor chat --model {id}` ya da API isteklerinde \"model\": \"{id}\". İlk kullanımda yüklenir (`visor models warm {id}` hemen yükler); çalışan bir sunucu onu yeniden başlatmadan sonra görür.",
    "cli.models.addedClassifier":
      "{id} eklendi: {labels} etiket, {size}×{size} girdi. `visor classify FOTOĞRAF --model {name}` ya da POST /api/v1/classify (model={id}) ile kullanın.",
    "cli.recognizers.unexpected": "beklenmeyen: {argument}",
    "cli.recognizers.added": "\"{name}\" tanıyıcısı eklendi: POST /api/v1/recognizers/{name}/identify",
    "cli.recognizers.builtIn": "(yerleşik)",
    "cli.providers.usage": "`visor providers list` veya `visor providers test` kullanın",
    "cli.providers.capabilities": "Yetenekler:",
    "cli.providers.notConfigured": "yapılandırılmamış. {how}",
    "cli.providers.noRemote":
      "Yapılandırılmış uzak sağlayıcı yok; Visor çevrimdışı motoruyla çalışıyor. README'deki Configuration bölümüne bakın.",
    "cli.classify.model": "model: {model}",
    "cli.helpers.labelHelper": "yardımcı",
    "cli.helpers.labelHelping": "yardım ediyor",
    "cli.helpers.forEveryone": "herkes için",
    "cli.error.remoteModelsOnlyList":
      "uzak modda yalnızca `visor models list` çalışır (sunucunun modelleri ve durumları)",
    "cli.faces.photoCount": "({count} fotoğraf)",
    "cli.car.hp": "{value} bg",
    "cli.car.topSpeed": "azami hız {value} km/sa",
    "cli.car.zeroToHundred": "0–100 km/sa {value} sn",
    "cli.car.performance": "performans: {value}",
    "cli.car.cylinders": "{count} silindir",
    "cli.car.engine": "motor: {value}",
    "cli.car.paintCode": "boya kodu {value}",
    "cli.car.measured": "ölçülen {value}",
    "cli.car.colour": "renk: {value}",
    "cli.car.confidence": "güven {value}",
    "cli.car.model": "model {value}",
    "cli.error.cannotReadModelFile": "model dosyası {path} okunamıyor",
    "cli.error.cannotReadLabelsFile": "etiket dosyası {path} okunamıyor",
    "cli.error.cannotReadSchemaFile": "şema dosyası {path} okunamıyor",
    "cli.maintenance.removedBoth": "Kaldırıldı: {leftovers} ve {signIns}.",
  ]

  static let cliTurkishAdminPlural: [MessageID: MessageTemplate] = [
    "cli.maintenance.removedOrphans": .plural(
      "count",
      [
        .one: "Sahipsiz {count} blob kaldırıldı (hiçbir kayıt başvurmuyor, {grace} sn'den eski).",
        .other: "Sahipsiz {count} blob kaldırıldı (hiçbir kayıt başvurmuyor, {grace} sn'den eski).",
      ]),
    "cli.maintenance.wouldRemoveOrphans": .plural(
      "count",
      [
        .one: "Sahipsiz {count} blob kaldırılacaktı (hiçbir kayıt başvurmuyor, {grace} sn'den eski).",
        .other: "Sahipsiz {count} blob kaldırılacaktı (hiçbir kayıt başvurmuyor, {grace} sn'den eski).",
      ]),
    "cli.maintenance.leftovers": .plural(
      "count",
      [.one: "yarıda kalmış yazmalardan {count} artık", .other: "yarıda kalmış yazmalardan {count} artık"]),
    "cli.maintenance.expiredSignIns": .plural(
      "count", [.one: "süresi dolmuş {count} oturum", .other: "süresi dolmuş {count} oturum"]),
    "cli.maintenance.didDeletions": .plural(
      "count",
      [
        .one: "Kuyruktaki {count} silme yapıldı; {failed} tanesi başarısız oldu, yeniden denenecek.",
        .other: "Kuyruktaki {count} silme yapıldı; {failed} tanesi başarısız oldu, yeniden denenecek.",
      ]),
    "cli.maintenance.waiting": .plural(
      "count",
      [
        .one:
          "Kuyruktaki {count} silme hâlâ bekliyor (blob deposuna erişilemiyor olabilir; yeniden deneniyor).",
        .other:
          "Kuyruktaki {count} silme hâlâ bekliyor (blob deposuna erişilemiyor olabilir; yeniden deneniyor).",
      ]),
    "cli.maintenance.kept": .plural(
      "count",
      [
        .one: "{grace} sn'den yeni, başvurusuz {count} blob tutuldu: bir istek onu hâlâ kaydediyor olabilir.",
        .other:
          "{grace} sn'den yeni, başvurusuz {count} blob tutuldu: bir istek onu hâlâ kaydediyor olabilir.",
      ]),
  ]

  static let cliTurkish: [MessageID: MessageTemplate] = cliTurkishLines.merging(
    cliTurkishAdmin.mapValues(MessageTemplate.init).merging(cliTurkishAdminPlural) { own, _ in own }
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
    "cli.sub.serve": "Запустить сервер Visor: веб-приложение на / и API под /api/v1.",
    "cli.details.serve":
      "Первый запуск с пустой папкой данных создаёт учётную запись администратора и выводит одноразовый код входа.\n--lan обслуживает телефоны в вашей сети по HTTPS (браузеры дают доступ к камере и микрофону только по HTTPS);\nбез --tls-cert/--tls-key создаётся самоподписанный сертификат в <data-dir>/tls и выводится его отпечаток.\nSIGINT/SIGTERM прекращают приём соединений и дают текущим запросам завершиться (--shutdown-grace секунд).",
    "cli.setting.host": "Адрес для прослушивания (--lan слушает на всех интерфейсах).",
    "cli.setting.port": "TCP-порт для прослушивания (0 выбирает свободный).",
    "cli.setting.lan":
      "Обслуживать телефоны в локальной сети: все интерфейсы, HTTPS с самоподписанным сертификатом.",
    "cli.setting.tlsCert": "PEM-файл сертификата для HTTPS.",
    "cli.setting.tlsKey": "PEM-файл закрытого ключа для HTTPS.",
    "cli.setting.maxBodyMb": "Наибольшее тело запроса в мегабайтах (больше — 413).",
    "cli.setting.maxHeaderKb": "Наибольший блок заголовков запроса в килобайтах (больше — 431).",
    "cli.setting.clientTimeout":
      "Сколько секунд клиент может отправлять заголовки запроса (затем 408) или бездействовать, прежде чем его отключат.",
    "cli.setting.maxConnections":
      "Наибольшее число одновременных соединений; когда оно достигнуто, закрывается самое старое простаивающее, а если такого нет, новое получает 503 в JSON.",
    "cli.setting.maxConnectionsPerAddress":
      "Наибольшее число одновременных соединений с одного адреса клиента (0: без ограничений), чтобы один адрес не оставил без обслуживания остальных.",
    "cli.setting.trustedProxy":
      "Адрес или CIDR-блок обратного прокси (можно повторять или перечислять через запятую), чей X-Forwarded-For задаёт адрес клиента.",
    "cli.setting.shutdownGrace": "Сколько секунд текущие запросы могут завершаться после SIGINT/SIGTERM.",
    "cli.setting.webDir": "Папка веб-приложения (по умолчанию: папка Web рядом с исходниками).",
    "cli.setting.imageMaxSide": "Длинная сторона в пикселях, до которой уменьшаются загруженные фото.",
    "cli.setting.imageMaxMegapixels": "Наибольшее принимаемое фото в мегапикселях (больше — 422).",
    "cli.setting.crossChecks":
      "Сверять ответы поставщика зрения с собственными измерениями офлайн-движка (текст, люди, коды, цвет) и сообщать о расхождениях; false экономит затрачиваемое на это время процессора.",
    "cli.setting.faces":
      "Разрешить обучать лица и слышать, кто перед вами (решение 038); false отключает функцию для всех.",
    "cli.setting.meaningSearch":
      "Искать в истории и чатах и по смыслу, между языками, с multilingual-e5-small, если установка его поставила (решение 042); false: только полнотекстовый поиск.",
    "cli.setting.warm":
      "Локальные модели через запятую, загружаемые при запуске (например, local/scene,local/piper-joe), или 'all' (все local/… и зарегистрированные custom/…).",
    "cli.setting.sessionDays": "Сколько дней действует вход в веб-приложение.",
    "cli.setting.requestsPerMinute":
      "Лимит по умолчанию на запросы к API от одного пользователя за минуту UTC (больше — 429; не задан — без ограничений); администраторы меняют его для каждого пользователя.",
    "cli.setting.analysesPerDay":
      "Лимит по умолчанию на анализы (analyze, уточняющие вопросы, identify, /analyzeImageContents) от одного пользователя за сутки UTC (больше — 429; не задан — без ограничений); администраторы меняют его для каждого пользователя.",
    "cli.setting.liveProviderInterval":
      "Сколько секунд сеанс живой камеры ждёт между обращениями к поставщику зрения (describe и ask; только если картинка изменилась); офлайн-каналы работают на каждом изменившемся кадре.",
    "cli.setting.maxLiveSessions":
      "Наибольшее число одновременно открытых сеансов живой камеры (GET /api/v1/live) на этом экземпляре (больше — 503); у каждой учётной записи доступа — один.",
    "cli.setting.maxPhotoWork":
      "Сколько загруженных фото (анализы, опознания, классификации) обрабатывается одновременно (не задано: четыре на ядро, но не больше одного на 512 МБ памяти); остальные ждут своей очереди.",
    "cli.setting.maxPhotoWait":
      "Сколько секунд загрузке, по оценке, можно ждать своей очереди; дольше — она сразу отклоняется с 503 и Retry-After, ещё до чтения тела.",
    "cli.setting.helpExpirySeconds":
      "Сколько секунд запрос к помощникам пользователя ждёт человека, прежде чем спросивший услышит, что никто не смог ответить.",
    "cli.setting.iceServer":
      "STUN- или TURN-сервер для звонков между помощниками в разных сетях: stun:ХОСТ:ПОРТ или turn:ХОСТ:ПОРТ (можно повторять); учётные данные TURN из VISOR_TURN_USERNAME / VISOR_TURN_PASSWORD. В одной локальной сети не нужен.",
    "cli.setting.turnUsername": "Имя пользователя TURN-сервера для звонков.",
    "cli.setting.turnPassword": "Пароль TURN-сервера для звонков.",
    "cli.setting.blobGraceSeconds":
      "Обслуживание никогда не удаляет сохранённое фото или файл моложе этого срока, даже если на него ещё не ссылается ни одна запись (его может сейчас сохранять запрос).",
    "cli.setting.maintenanceIntervalSeconds":
      "Как часто `visor serve` удаляет осиротевшие блобы и истёкшие входы (0: никогда; тогда запускайте `visor maintenance`).",
    "cli.setting.outboxIntervalSeconds":
      "Как часто `visor serve` повторяет работу, оставленную удалениями, например удаление блоба удалённого фото (запускается и сразу после каждого удаления; 0: только тогда и в `visor maintenance`).",
    "cli.setting.openaiApiKey": "API-ключ OpenAI; включает модели OpenAI.",
    "cli.setting.geminiApiKey": "API-ключ Gemini; включает модели Gemini.",
    "cli.setting.providerApiKey": "API-ключ для --provider-url, если он нужен.",
    "cli.setting.providerIdleTimeout":
      "Сколько секунд поставщик может молчать посреди ответа, прежде чем запрос завершится ошибкой (504).",
    "cli.setting.providerTimeout": "Сколько секунд может занимать весь ответ поставщика (затем 504).",
    "cli.setting.imageTimeout":
      "Сколько секунд может занимать генерация изображения (оно не передаётся потоком: ничего не приходит, пока изображение не готово).",
    "cli.setting.providerMaxAnswerKb":
      "Наибольший JSON-ответ поставщика (ответ чата целиком, расшифровка) в килобайтах.",
    "cli.setting.providerMaxMediaMb":
      "Наибольшее сгенерированное изображение или аудио речи от поставщика в мегабайтах.",
    "cli.setting.providerMaxEventKb":
      "Наибольшее отдельное Server-Sent Event в потоке поставщика в килобайтах.",
    "cli.setting.providerMaxStreamMb":
      "Наибольший объём одного потокового ответа поставщика, всех его событий вместе, в мегабайтах.",
    "cli.setting.maxAnswerCharacters":
      "Наибольшее число символов в одном ответе модели; более длинный завершается ошибкой (502), и ничего не сохраняется и не озвучивается.",
    "cli.setting.defaultImageGeneration": "Id модели для генерации изображений (нужен поставщик).",
    "cli.sub.car": "Опознать машину на фото и сохранить её в гараж.",
    "cli.details.car":
      "Без поставщика зрения Visor работает офлайн: только тип кузова от классификатора ImageNet и измеренный цвет.",
    "cli.option.car.crop": "Рамка кадрирования в долях (0…1) выпрямленного фото, например 0.5,0.1,0.4,0.3.",
    "cli.option.car.model": "Id модели зрения (по умолчанию: настроенная модель зрения, иначе офлайн).",
    "cli.sub.garage.delete": "Удалить машину и её фото.",
    "cli.sub.garage.list": "Показать машины в гараже, сначала новые.",
    "cli.option.garage.list.limit": "Сколько (по умолчанию 20, не больше 200).",
    "cli.sub.garage.show": "Показать одну машину.",
    "cli.sub.classify": "Классифицировать фото (лучшие 5; cute/notcute с --model cute).",
    "cli.option.classify.model": "Классификатор (по умолчанию local/imagenet; cute = local/cute).",
    "cli.sub.recognizers.add": "Добавить шаблон распознавателя (администраторы).",
    "cli.option.recognizers.add.name": "Имя строчными буквами для путей (например, plant).",
    "cli.option.recognizers.add.title": "Понятное название (например, Растение).",
    "cli.option.recognizers.add.prompt": "Что должна опознать модель зрения.",
    "cli.option.recognizers.add.schema":
      "JSON Schema полей (объект со свойствами string/number/integer/boolean).",
    "cli.option.recognizers.add.titleField": "Текстовое поле, дающее имя каждой записи.",
    "cli.sub.recognizers.list": "Показать шаблоны распознавателей (первым — встроенный для машин).",
    "cli.sub.faces.add": "Научить лицо человека по 1–10 фото (лучше 3 или больше).",
    "cli.sub.faces.list": "Показать лица, которым вы научили Visor.",
    "cli.sub.faces.remove": "Забыть одно (по id или имени): его признаки сразу, фото вскоре после этого.",
    "cli.sub.things.add": "Научить одну из ваших вещей по 1–10 фото (лучше 3 или больше).",
    "cli.sub.things.list": "Показать вещи, которым вы научили Visor.",
    "cli.sub.helpers.accept": "Принять приглашение помогать (его id из `visor helpers list`).",
    "cli.sub.helpers.everyone": "Сделать пользователя помощником для всех на этом Visor (--off отменяет).",
    "cli.option.helpers.everyone.off": "Больше не помощник для всех.",
    "cli.sub.helpers.invite": "Пригласить кого-то на этом Visor стать помощником пользователя.",
    "cli.sub.helpers.list": "Помощники пользователя и люди, которым он помогает.",
    "cli.sub.helpers.remove": "Разорвать связь с помощником, с любой стороны.",
    "cli.sub.models.add":
      "Зарегистрировать чат-модель GGUF (с --mmproj — модель зрения) или классификатор ONNX.",
    "cli.details.models.add":
      "Файл .gguf проверяется чтением заголовка: это должна быть чат-модель (с шаблоном чата), а файл --mmproj — проектор зрения CLIP. Возможности, длина контекста и размер берутся из метаданных, а не из имени файла. Файл не копируется, на него ссылаются: оставьте его на месте. Модель работает в воркере llama.cpp, который запускается при первом использовании (или `visor models warm custom/ИМЯ`). Запущенный сервер увидит её после перезапуска; POST /api/v1/admin/models регистрирует её сразу. Файл .onnx добавляется так же, как через `visor models add-classifier`.",
    "cli.option.models.add.mmproj":
      "Проектор зрения модели (mmproj-….gguf): тогда модель видит и изображения.",
    "cli.option.models.add.name": "Регистрируется как custom/NAME (по умолчанию: имя файла).",
    "cli.option.models.add.replace": "Заменить зарегистрированную модель с тем же именем.",
    "cli.option.models.add.chatFormat":
      "Обработчик чата llama-cpp-python для модели зрения (по умолчанию mtmd; например, llava-1-5, qwen2.5-vl).",
    "cli.option.models.add.labels": "По одной метке в строке, в порядке выхода.",
    "cli.option.models.add.size": "Размер квадратного входа (по умолчанию 299).",
    "cli.option.models.add.resize":
      "Привести короткую сторону к этому размеру перед центральной обрезкой (по умолчанию: размер входа; 0 растягивает).",
    "cli.option.models.add.mean":
      "Среднее по каналу для пикселей 0…1: 0.5 или 0.485,0.456,0.406 (по умолчанию 0).",
    "cli.option.models.add.std":
      "Стандартное отклонение по каналу: 0.5 или 0.229,0.224,0.225 (по умолчанию 1).",
    "cli.sub.models.addClassifier": "Добавить свой классификатор изображений ONNX (для всего экземпляра).",
    "cli.details.models.addClassifier":
      "Модель проверяется прогоном на пробном входе. Её выполняет OpenCV 4.6: экспортируйте с ONNX opset 10 или ниже (torch.onnx.export(…, opset_version=10)). Запущенный сервер увидит её после перезапуска (или добавьте её через POST /api/v1/classifiers).",
    "cli.sub.models.list":
      "Показать модели этой папки данных так, как их загружает эта команда: возможности, состояние (этого процесса, а не запущенного сервера), память и примечания.",
    "cli.sub.models.remove":
      "Снять с регистрации модель, добавленную через `models add`, или свой классификатор (файлы остаются).",
    "cli.details.models.remove":
      "Файл зарегистрированной GGUF никогда не удаляется; копия своего классификатора в папке данных удаляется. Встроенные модели удалить нельзя.",
    "cli.sub.models.warm":
      "Загрузить локальные модели сейчас и сообщить время загрузки и память (проверяет, что они работают).",
    "cli.details.models.warm":
      "По умолчанию модели загружаются по требованию; `visor serve --warm all` (или список id) загружает их в фоне при запуске.",
    "cli.sub.config": "Вывести действующую конфигурацию с источником каждого значения (секреты скрыты).",
    "cli.sub.maintenance":
      "Выполнить работу, оставленную удалениями (их блобы), и удалить осиротевшие блобы, остатки прерванных записей и истёкшие входы (один проход).",
    "cli.details.maintenance":
      "Безопасно, пока `visor serve` работает с той же папкой данных: сохранённое фото, на которое ещё не ссылается ни одна запись,\nможет принадлежать сохраняемому сейчас запросу, поэтому ничего моложе --blob-grace-seconds (по умолчанию 3600) не\nудаляется. `visor serve` делает тот же проход при запуске и каждые --maintenance-interval-seconds.\nСначала разбирается очередь: блобы удалённых записей, поставленные в очередь в той же транзакции, что и удаление,\nи повторяемые, пока хранилище блобов их не примет (serve делает это и сразу после каждого\nудаления, и каждые --outbox-interval-seconds).",
    "cli.option.maintenance.dryRun": "Подсчитать, что было бы удалено; ничего не удалять.",
    "cli.option.maintenance.json": "Вывести отчёт в JSON.",
    "cli.sub.backup":
      "Скопировать папку данных (база, фото, аудио, классификаторы, записи моделей) в один файл.",
    "cli.details.backup":
      "Безопасно, пока `visor serve` работает с той же папкой данных: база копируется из снимка, затем\nфото и аудио, на которые ссылаются её записи, каждое со своим SHA-256. Файл — база SQLite\n(`sqlite3 FILE .tables` открывает её). Восстановите его командой `visor restore FILE --data-dir D`. Для установок с PostgreSQL\nи S3 используйте вместо этого pg_dump и версионирование бакета.",
    "cli.option.backup.to": "Файл резервной копии (не должен существовать).",
    "cli.sub.restore": "Восстановить файл `visor backup` в папку данных.",
    "cli.details.restore":
      "Проверяет контрольную сумму каждого элемента; база ставится на место последней, поэтому прерванное восстановление можно\nзапустить снова (с --force). Сначала остановите `visor serve` на этой папке данных.",
    "cli.option.restore.force": "Заменить Visor, который уже есть в папке данных.",
    "cli.sub.migrate":
      "Скопировать встроенную установку (SQLite + файлы) в PostgreSQL + S3, с проверкой; можно продолжить.",
    "cli.details.migrate":
      "Сначала остановите `visor serve` на папке данных: во время копирования ничто другое не должно писать.\nКопируется каждая таблица, сначала родительские, пачками по 500 строк; фото и аудио каждой пачки — прямо перед\nеё строками (затем блобы, которые не упоминает ни одна строка); в конце на обеих сторонах сравниваются\nчисла строк и SHA-256 каждого блоба. Ход выполнения выводится в stderr\n(\"users 3/3, analyses 120/400, …, blobs 512/1024\"). Цель, в которой уже есть данные, отклоняется,\nесли не указан --resume; прерванный запуск (Ctrl-C, kill -9, обрыв соединения) завершается\nповторным запуском той же команды с --resume: она пропускает то, что уже есть, и перезаписывает\nблоб, байты которого отличаются. Пароль берётся из\nPGPASSWORD, ключи бакета — из AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (окружение или\n--key-file). Затем запустите Visor с --database и --blobs, указывающими на цель; сохраните папку\nданных, пока не проверите новую установку.",
    "cli.option.migrate.toDatabase":
      "Целевая база PostgreSQL: postgres://user@host:port/db (пароль из PGPASSWORD).",
    "cli.option.migrate.toBlobs":
      "Бакет, в который копируются фото и аудио: s3://bucket?endpoint=…&path-style=true.",
    "cli.option.migrate.resume": "Продолжить прерванную миграцию в цель, где уже есть часть копии.",
    "cli.sub.providers":
      "Показать настроенные модели и поставщиков или проверить, что каждый удалённый поставщик отвечает.",
    "cli.details.providers":
      "list: каждая модель с её возможностями и состоянием (локальные модели: загружена, не загружена, отсутствует), затем\n  каждая возможность: модель, которая её обеспечивает, или как её добавить (переменные окружения, параметры).\ntest: отправляет каждому удалённому поставщику крошечный запрос (GET /models) и сообщает, работают ли URL и ключ.\nAPI-ключи берутся из VISOR_OPENAI_API_KEY, VISOR_GEMINI_API_KEY, VISOR_PROVIDER_API_KEY или файла ключей.",
    "cli.sub.chat": "Общаться с моделью: интерактивный сеанс или одно сообщение через --message.",
    "cli.details.chat":
      "Интерактивно: введите сообщение и нажмите Enter; ответ приходит по частям. /new начинает новый чат, /quit\n(или конец ввода, Ctrl-D) завершает. Чаты сохраняются и видны в веб-приложении.\nУдалённо: `visor --server URL --token T chat` ведёт тот же сеанс на запущенном Visor (от\nучётной записи токена; --user и настройки папки данных не действуют).",
    "cli.option.chat.model": "Id модели (по умолчанию: чат-модель по умолчанию; см. `visor models`).",
    "cli.option.chat.message": "Отправить одно сообщение, вывести ответ и выйти.",
    "cli.option.chat.chat": "Продолжить существующий чат вместо нового.",
    "cli.option.chat.json": "С --message: вывести ответ в JSON.",
    "cli.sub.imagine": "Создать изображение по описанию (нужен поставщик изображений).",
    "cli.details.imagine":
      "Изображение также сохраняется в галерею пользователя (GET /api/v1/images). Сначала настройте поставщика, например VISOR_OPENAI_API_KEY.",
    "cli.option.imagine.output":
      "Куда записать изображение (можно и -o; по умолчанию: visor-<id>.<ext> здесь).",
    "cli.option.imagine.size":
      "Одно из 256x256, 512x512, 1024x1024, 1024x1792, 1792x1024, 1024x1536, 1536x1024 (по умолчанию 1024x1024).",
    "cli.option.imagine.json": "Вывести запись галереи в JSON.",
    "cli.sub.live":
      "Пропустить кадры видео, y4m или папки с фото через живой сеанс и вывести то, что говорится.",
    "cli.details.live":
      "Каждая фраза выводится на отдельной строке, как только произнесена; ошибки идут в stderr, а сеанс продолжается. Папка: её фото (jpg, png, webp, heic, gif) по порядку имён, по одному в секунду. y4m или видео: один кадр на секунду, декодированный командой ffmpeg (установите ffmpeg). Каждый кадр ждёт ответа, прежде чем отправляется следующий. Завершается с кодом 0 в конце ввода, с 1 — когда сервер завершает сеанс. Без --server работает на офлайн-моделях папки данных от имени --user (по умолчанию: первый администратор); с --server (или VISOR_URL/VISOR_TOKEN) — на этом сервере, через ws:// или, для сервера https://, через wss:// (его сертификат проверяется по системному хранилищу CA или по файлу, указанному в CURL_CA_BUNDLE).",
    "cli.option.live.mode":
      "text, describe (по умолчанию), people, barcode, colour, light или find (с --target).",
    "cli.option.live.target":
      "Что ищет find: person, text, barcode, face или вещь либо человек, которым вы научили Visor, по имени.",
    "cli.option.live.interval":
      "Интервал между отправляемыми кадрами (по умолчанию 1; 0 отправляет каждый кадр, как только получен ответ на предыдущий).",
    "cli.option.live.verbose": "Выводить и спокойные кадры (без изменений, ничего, занято).",
    "cli.error.unexpectedArgument": "неожиданный аргумент «{argument}»",
    "cli.error.optionRequired": "--{option} обязателен",
    "cli.serve.network": "в вашей сети: {url}",
    "cli.serve.fingerprint": "Отпечаток SHA-256 сертификата TLS: {fingerprint}",
    "cli.serve.selfSigned":
      "(самоподписанный; как доверять ему на iOS и Android — в README, раздел «Phones»)",
    "cli.serve.firstRun": "Первый запуск: создана учётная запись администратора «{name}».",
    "cli.serve.signInOnce":
      "Войдите один раз с этим одноразовым кодом (действует до первого входа или 24 часа):",
    "cli.serve.orOpen": "или откройте {url}",
    "cli.serve.thenPassword":
      "Затем задайте пароль в Настройках или создайте API-токен командой `visor users token admin`.",
    "cli.serve.shuttingDown": "Остановка: завершаем текущие запросы (до {seconds} с)…",
    "cli.config.onlyShow": "у команды config одна подкоманда: `visor config show`",
    "cli.backup.unexpectedArgument": "неожиданный аргумент «{argument}»; укажите файл через --to FILE",
    "cli.backup.needsTo": "укажите файл резервной копии через --to FILE",
    "cli.backup.wrote": "Записано: {path}",
    "cli.restore.needsFile": "укажите ровно один файл резервной копии",
    "cli.restore.restored": "Восстановлено в {path}",
    "cli.backup.report": "{done}: файлов фото и аудио — {blobs}, других файлов — {files}, {megabytes} МБ.",
    "cli.backup.missing":
      "Файлов, удалённых вместе с записями во время копирования (их нет в копии): {count}.",
    "cli.migrate.needsDatabase": "укажите целевую базу через --to-database postgres://user@host:port/db",
    "cli.migrate.needsBlobs": "укажите целевой бакет через --to-blobs s3://bucket?endpoint=…",
    "cli.migrate.done": "Скопировано и проверено: {rows}; блобов: {blobs} (SHA-256 проверен).",
    "cli.migrate.next":
      "Дальше: запустите Visor с --database {database} --blobs {blobs} и сохраните {folder}, пока не проверите новую установку.",
    "cli.models.needsName": "укажите ровно одно ИМЯ модели (custom/ИМЯ)",
    "cli.models.listTakesNoArguments": "`visor models list` не принимает аргументов",
    "cli.models.listTitle":
      "Модели, зарегистрированные в {path}, как их видит эта команда (состояния — этого процесса, а не запущенного сервера; спросите сервер через GET /api/v1/models):",
    "cli.models.defaultFor": "по умолчанию для {uses}",
    "cli.models.inMemory": "{megabytes} МБ в памяти",
    "cli.models.voices": "голоса: {voices}",
    "cli.models.parameters": "параметров: {count}",
    "cli.models.context": "контекст: {tokens}",
    "cli.models.fileSize": "файл: {size}",
    "cli.models.megabytes": "{n} МБ",
    "cli.models.bytes": "байт: {n}",
    "cli.backup.progress.database": "Копирование базы данных…",
    "cli.backup.progress.files": "Копирование фото и аудиофайлов: {count}…",
    "cli.backup.progress.count": "  {done} из {total}",
    "cli.restore.progress.files": "Восстановление фото, аудио и файлов…",
    "cli.restore.progress.database": "Восстановление базы данных…",
    "cli.migrate.progress.outbox": "Удалений из очереди выполнено до копирования: {count}",
    "cli.models.noSuchModel": "Модели «{id}» нет; см. `visor models list`.",
    "cli.models.notInstalled": "не установлена",
    "cli.models.nothingToLoad": "загружать нечего ({state})",
    "cli.models.loadedIn": "{state} за {seconds} с",
    "cli.models.needsFile": "укажите ровно один файл модели (.gguf или .onnx)",
    "cli.models.ggufOnly": "--{option} предназначен для моделей .gguf, а не для классификаторов ONNX",
    "cli.models.replaceGGUFOnly": "--replace предназначен для моделей .gguf; сначала удалите классификатор",
    "cli.models.noFile": "По пути {path} файла нет; проверьте путь к файлу модели .gguf или .onnx.",
    "cli.models.notAModel": "{file} — не модель GGUF (.gguf) и не классификатор ONNX (.onnx)",
    "cli.models.onnxOnly": "--{option} предназначен для классификаторов ONNX, а не для моделей .gguf",
    "cli.models.needsONNX": "укажите ровно один файл model.onnx",
    "cli.models.needsLabels": "нужен --labels FILE",
    "cli.models.wholePixels": "--{option} должен быть целым числом пикселей",
    "cli.models.added":
      "Добавлена {id} [{capabilities}]: {facts}.\nОбщайтесь с ней: `visor chat --model {id}` или \"model\": \"{id}\" в запросах к API. Она загружается при первом использовании (`visor models warm {id}` загрузит её сейчас); запущенный сервер увидит её после перезапуска.",
    "cli.models.addedClassifier":
      "Добавлен {id}: меток — {labels}, вход {size}×{size}. Используйте его через `visor classify ФОТО --model {name}` или POST /api/v1/classify (model={id}).",
    "cli.recognizers.unexpected": "лишний аргумент: {argument}",
    "cli.recognizers.added": "Распознаватель «{name}» добавлен: POST /api/v1/recognizers/{name}/identify",
    "cli.recognizers.builtIn": "(встроенный)",
    "cli.providers.usage": "используйте `visor providers list` или `visor providers test`",
    "cli.providers.capabilities": "Возможности:",
    "cli.providers.notConfigured": "не настроено. {how}",
    "cli.providers.noRemote":
      "Удалённый поставщик не настроен; Visor работает на своём офлайн-движке. См. README, раздел Configuration.",
    "cli.classify.model": "модель: {model}",
    "cli.helpers.labelHelper": "помощник",
    "cli.helpers.labelHelping": "помогает",
    "cli.helpers.forEveryone": "для всех",
    "cli.error.remoteModelsOnlyList":
      "в удалённом режиме работает только `visor models list` (модели сервера и их состояние)",
    "cli.faces.photoCount": "(фото: {count})",
    "cli.car.hp": "{value} л. с.",
    "cli.car.topSpeed": "максимальная скорость {value} км/ч",
    "cli.car.zeroToHundred": "0–100 км/ч за {value} с",
    "cli.car.performance": "характеристики: {value}",
    "cli.car.cylinders": "цилиндров: {count}",
    "cli.car.engine": "двигатель: {value}",
    "cli.car.paintCode": "код краски {value}",
    "cli.car.measured": "измерено {value}",
    "cli.car.colour": "цвет: {value}",
    "cli.car.confidence": "уверенность {value}",
    "cli.car.model": "модель {value}",
    "cli.error.cannotReadModelFile": "не удаётся прочитать файл модели {path}",
    "cli.error.cannotReadLabelsFile": "не удаётся прочитать файл меток {path}",
    "cli.error.cannotReadSchemaFile": "не удаётся прочитать файл схемы {path}",
    "cli.maintenance.removedBoth": "Удалено: {leftovers} и {signIns}.",
  ]

  static let cliRussianAdminPlural: [MessageID: MessageTemplate] = [
    "cli.maintenance.removedOrphans": .plural(
      "count",
      [
        .one: "Удалён {count} осиротевший блоб (на него не ссылается ни одна запись, старше {grace} с).",
        .few: "Удалено {count} осиротевших блоба (на них не ссылается ни одна запись, старше {grace} с).",
        .many: "Удалено {count} осиротевших блобов (на них не ссылается ни одна запись, старше {grace} с).",
        .other: "Удалено {count} осиротевшего блоба (на них не ссылается ни одна запись, старше {grace} с).",
      ]),
    "cli.maintenance.wouldRemoveOrphans": .plural(
      "count",
      [
        .one:
          "Был бы удалён {count} осиротевший блоб (на него не ссылается ни одна запись, старше {grace} с).",
        .few:
          "Было бы удалено {count} осиротевших блоба (на них не ссылается ни одна запись, старше {grace} с).",
        .many:
          "Было бы удалено {count} осиротевших блобов (на них не ссылается ни одна запись, старше {grace} с).",
        .other:
          "Было бы удалено {count} осиротевшего блоба (на них не ссылается ни одна запись, старше {grace} с).",
      ]),
    "cli.maintenance.leftovers": .plural(
      "count",
      [
        .one: "{count} остаток прерванной записи", .few: "{count} остатка прерванных записей",
        .many: "{count} остатков прерванных записей", .other: "{count} остатка прерванных записей",
      ]),
    "cli.maintenance.expiredSignIns": .plural(
      "count",
      [
        .one: "{count} истёкший вход", .few: "{count} истёкших входа", .many: "{count} истёкших входов",
        .other: "{count} истёкшего входа",
      ]),
    "cli.maintenance.didDeletions": .plural(
      "count",
      [
        .one: "Выполнено {count} отложенное удаление; неудачных — {failed}, они будут повторены.",
        .few: "Выполнено {count} отложенных удаления; неудачных — {failed}, они будут повторены.",
        .many: "Выполнено {count} отложенных удалений; неудачных — {failed}, они будут повторены.",
        .other: "Выполнено {count} отложенного удаления; неудачных — {failed}, они будут повторены.",
      ]),
    "cli.maintenance.waiting": .plural(
      "count",
      [
        .one:
          "{count} отложенное удаление всё ещё ждёт (хранилище блобов, возможно, недоступно; попытки повторяются).",
        .few:
          "{count} отложенных удаления всё ещё ждут (хранилище блобов, возможно, недоступно; попытки повторяются).",
        .many:
          "{count} отложенных удалений всё ещё ждут (хранилище блобов, возможно, недоступно; попытки повторяются).",
        .other:
          "{count} отложенного удаления всё ещё ждут (хранилище блобов, возможно, недоступно; попытки повторяются).",
      ]),
    "cli.maintenance.kept": .plural(
      "count",
      [
        .one: "Оставлен {count} блоб без ссылок моложе {grace} с: его, возможно, ещё сохраняет запрос.",
        .few: "Оставлено {count} блоба без ссылок моложе {grace} с: их, возможно, ещё сохраняет запрос.",
        .many: "Оставлено {count} блобов без ссылок моложе {grace} с: их, возможно, ещё сохраняет запрос.",
        .other: "Оставлено {count} блоба без ссылок моложе {grace} с: их, возможно, ещё сохраняет запрос.",
      ]),
  ]

  static let cliRussian: [MessageID: MessageTemplate] = cliRussianLines.merging(
    cliRussianAdmin.mapValues(MessageTemplate.init).merging(cliRussianAdminPlural) { own, _ in own }
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
    "cli.sub.serve": "يشغّل خادم Visor: تطبيق الويب على / والواجهة البرمجية تحت /api/v1.",
    "cli.details.serve":
      "التشغيل الأول على مجلد بيانات فارغ ينشئ حساب المدير ويطبع رمز دخول لمرة واحدة.\n--lan يخدم الهواتف على شبكتك عبر HTTPS (المتصفحات لا تسمح بالكاميرا والميكروفون إلا عبر HTTPS)؛\nومن دون --tls-cert/--tls-key ينشئ شهادة موقّعة ذاتيًا في <data-dir>/tls ويطبع بصمتها.\nSIGINT/SIGTERM يوقفان قبول الاتصالات ويتركان الطلبات الجارية تكتمل (--shutdown-grace ثانية).",
    "cli.setting.host": "العنوان الذي يُستمع عليه (--lan يستمع على كل الواجهات).",
    "cli.setting.port": "منفذ TCP الذي يُستمع عليه (0 يختار منفذًا متاحًا).",
    "cli.setting.lan": "يخدم الهواتف على الشبكة المحلية: كل الواجهات، وHTTPS بشهادة موقّعة ذاتيًا.",
    "cli.setting.tlsCert": "ملف الشهادة بصيغة PEM لـ HTTPS.",
    "cli.setting.tlsKey": "ملف المفتاح الخاص بصيغة PEM لـ HTTPS.",
    "cli.setting.maxBodyMb": "أكبر حجم لجسم الطلب بالميغابايت (فوقه 413).",
    "cli.setting.maxHeaderKb": "أكبر حجم لكتلة ترويسات الطلب بالكيلوبايت (فوقه 431).",
    "cli.setting.clientTimeout":
      "الثواني التي يُسمح للعميل بها لإرسال ترويسات الطلب (بعدها 408) أو للبقاء خاملًا قبل قطع اتصاله.",
    "cli.setting.maxConnections":
      "أقصى عدد من الاتصالات المتزامنة؛ عند الامتلاء يُغلق أقدم اتصال خامل، وإلا يتلقى الاتصال الجديد 503 بصيغة JSON.",
    "cli.setting.maxConnectionsPerAddress":
      "أقصى عدد من الاتصالات المتزامنة من عنوان عميل واحد (0: بلا حد)، حتى لا يحرم عنوانٌ واحد الآخرين.",
    "cli.setting.trustedProxy":
      "عنوان وكيل عكسي أو كتلة CIDR له (قابل للتكرار أو مفصول بفواصل) يحدد رأسُه X-Forwarded-For عنوانَ العميل.",
    "cli.setting.shutdownGrace": "الثواني المتاحة للطلبات الجارية لتكتمل بعد SIGINT/SIGTERM.",
    "cli.setting.webDir": "مجلد تطبيق الويب (الافتراضي: مجلد Web بجوار الشيفرة المصدرية).",
    "cli.setting.imageMaxSide": "الضلع الأطول بالبكسل الذي تُصغَّر إليه الصور المرفوعة.",
    "cli.setting.imageMaxMegapixels": "أكبر صورة مقبولة بالميغابكسل (فوقها 422).",
    "cli.setting.crossChecks":
      "يقارن إجابات مزوّد الرؤية بقياسات المحرك غير المتصل نفسه (النص، الأشخاص، الرموز، اللون) وينبّه عند الاختلاف؛ false يوفّر ما يكلّفه ذلك من المعالج.",
    "cli.setting.faces": "يسمح بتعليم الوجوه وسماع من أمامك (القرار 038)؛ false يوقف الميزة للجميع.",
    "cli.setting.meaningSearch":
      "يبحث في السجل والمحادثات بالمعنى أيضًا وعبر اللغات، بنموذج multilingual-e5-small إذا ثبّته الإعداد (القرار 042)؛ false: النص الكامل فقط.",
    "cli.setting.warm":
      "نماذج محلية مفصولة بفواصل تُحمَّل عند البدء (مثل local/scene,local/piper-joe)، أو 'all' (كل نماذج local/… وcustom/… المسجلة).",
    "cli.setting.sessionDays": "عدد أيام صلاحية تسجيل الدخول على الويب.",
    "cli.setting.requestsPerMinute":
      "الحد الافتراضي لطلبات الواجهة البرمجية لكل مستخدم في دقيقة UTC (فوقه 429؛ إن لم يُضبط: بلا حد)؛ يغيّره المديرون لكل مستخدم.",
    "cli.setting.analysesPerDay":
      "الحد الافتراضي للتحليلات (analyze، أسئلة المتابعة، identify، /analyzeImageContents) لكل مستخدم في يوم UTC (فوقه 429؛ إن لم يُضبط: بلا حد)؛ يغيّره المديرون لكل مستخدم.",
    "cli.setting.liveProviderInterval":
      "الثواني التي تنتظرها جلسة الكاميرا المباشرة بين استدعاءات مزوّد الرؤية (describe وask؛ فقط عند تغيّر المشهد)؛ القنوات غير المتصلة تعمل على كل إطار يتغيّر.",
    "cli.setting.maxLiveSessions":
      "أقصى عدد من جلسات الكاميرا المباشرة (GET /api/v1/live) المفتوحة معًا على هذا الخادم (فوقه 503)؛ لكل بيانات اعتماد جلسة واحدة.",
    "cli.setting.maxPhotoWork":
      "عدد الصور المرفوعة (التحليلات، التعرّفات، التصنيفات) التي تُعالج معًا (إن لم يُضبط: أربع لكل نواة، وبحد أقصى واحدة لكل 512 ميغابايت من الذاكرة)؛ والبقية تنتظر دورها بالترتيب.",
    "cli.setting.maxPhotoWait":
      "الثواني التي يُتوقع أن ينتظرها الرفع حتى يحين دوره؛ وما زاد يُرفض فورًا برمز 503 وRetry-After قبل قراءة جسمه.",
    "cli.setting.helpExpirySeconds":
      "الثواني التي ينتظر فيها طلبٌ مرسل إلى مساعدي المستخدم شخصًا ما قبل أن يسمع السائل أن أحدًا لم يستطع الرد.",
    "cli.setting.iceServer":
      "خادم STUN أو TURN للمكالمات بين المساعدين عبر الشبكات: stun:HOST:PORT أو turn:HOST:PORT (قابل للتكرار)؛ بيانات اعتماد TURN من VISOR_TURN_USERNAME / VISOR_TURN_PASSWORD. لا حاجة إليه على شبكة محلية واحدة.",
    "cli.setting.turnUsername": "اسم مستخدم خادم TURN للمكالمات.",
    "cli.setting.turnPassword": "كلمة مرور خادم TURN للمكالمات.",
    "cli.setting.blobGraceSeconds":
      "لا تحذف الصيانة أبدًا صورة أو ملفًا مخزنًا أحدث من هذا، حتى لو لم يُشر إليه أي سجل بعد (فقد يكون طلبٌ ما يحفظه).",
    "cli.setting.maintenanceIntervalSeconds":
      "كم مرة يزيل `visor serve` الملفات اليتيمة وتسجيلات الدخول المنتهية (0: أبدًا؛ شغّل `visor maintenance` بدلًا من ذلك).",
    "cli.setting.outboxIntervalSeconds":
      "كم مرة يعيد `visor serve` محاولة العمل الذي تتركه عمليات الحذف، مثل حذف ملف صورة محذوفة (ويعمل أيضًا بعد كل حذف مباشرة؛ 0: عندها فقط وفي `visor maintenance`).",
    "cli.setting.openaiApiKey": "مفتاح API لـ OpenAI؛ يفعّل نماذج OpenAI.",
    "cli.setting.geminiApiKey": "مفتاح API لـ Gemini؛ يفعّل نماذج Gemini.",
    "cli.setting.providerApiKey": "مفتاح API لـ --provider-url إن احتاج إليه.",
    "cli.setting.providerIdleTimeout":
      "الثواني التي يُسمح للمزوّد بالصمت فيها وسط الإجابة قبل أن يفشل الطلب (504).",
    "cli.setting.providerTimeout": "الثواني التي قد تستغرقها إجابة المزوّد كاملة (بعدها 504).",
    "cli.setting.imageTimeout":
      "الثواني التي قد يستغرقها توليد صورة (لا تصل على دفعات: لا يصل شيء حتى تكتمل الصورة).",
    "cli.setting.providerMaxAnswerKb":
      "أكبر إجابة JSON تُقبل من مزوّد (إجابة محادثة كاملة دفعة واحدة، أو تفريغ نصي) بالكيلوبايت.",
    "cli.setting.providerMaxMediaMb": "أكبر صورة مولّدة أو صوت كلام يُقبل من مزوّد، بالميغابايت.",
    "cli.setting.providerMaxEventKb": "أكبر حدث Server-Sent Event منفرد في تدفق المزوّد، بالكيلوبايت.",
    "cli.setting.providerMaxStreamMb":
      "أقصى عدد من البايتات لإجابة متدفقة واحدة من مزوّد، بكل أحداثها معًا، بالميغابايت.",
    "cli.setting.maxAnswerCharacters":
      "أقصى عدد من الأحرف في إجابة نموذج واحدة؛ الأطول تفشل (502) ولا يُحفظ شيء ولا يُنطق.",
    "cli.setting.defaultImageGeneration": "معرّف النموذج لتوليد الصور (يحتاج إلى مزوّد).",
    "cli.sub.car": "يتعرّف على السيارة في صورة ويحفظها في المرآب.",
    "cli.details.car":
      "من دون مزوّد رؤية يعمل Visor دون اتصال: نوع الهيكل من مصنّف ImageNet واللون المقاس فقط.",
    "cli.option.car.crop": "مربع القص بكسور (0…1) من الصورة المعدّلة الاتجاه، مثل 0.5,0.1,0.4,0.3.",
    "cli.option.car.model": "معرّف نموذج الرؤية (الافتراضي: نموذج الرؤية المضبوط، وإلا دون اتصال).",
    "cli.sub.garage.delete": "يحذف سيارة وصورتها.",
    "cli.sub.garage.list": "يعرض السيارات في المرآب، الأحدث أولًا.",
    "cli.option.garage.list.limit": "كم سيارة (الافتراضي 20، والحد الأقصى 200).",
    "cli.sub.garage.show": "يعرض سيارة واحدة.",
    "cli.sub.classify": "يصنّف صورة (أفضل 5؛ cute/notcute مع --model cute).",
    "cli.option.classify.model": "المصنّف (الافتراضي local/imagenet؛ cute = local/cute).",
    "cli.sub.recognizers.add": "يضيف قالب تعرّف (للمديرين).",
    "cli.option.recognizers.add.name": "اسم بأحرف صغيرة يُستخدم في المسارات (مثل plant).",
    "cli.option.recognizers.add.title": "عنوان مقروء (مثل نبتة).",
    "cli.option.recognizers.add.prompt": "ما يجب أن يتعرّف عليه نموذج الرؤية.",
    "cli.option.recognizers.add.schema": "JSON Schema للحقول (كائن بخصائص string/number/integer/boolean).",
    "cli.option.recognizers.add.titleField": "حقل نصي يسمّي كل سجل.",
    "cli.sub.recognizers.list": "يعرض قوالب التعرّف (قالب السيارات المدمج أولًا).",
    "cli.sub.faces.add": "يعلّم وجه شخص من 1 إلى 10 صور (يُنصح بثلاث أو أكثر).",
    "cli.sub.faces.list": "يعرض الوجوه التي علّمتها.",
    "cli.sub.faces.remove": "ينسى واحدًا (بالمعرّف أو الاسم): بصماته فورًا، وصوره بعد قليل.",
    "cli.sub.things.add": "يعلّم شيئًا من أشيائك من 1 إلى 10 صور (يُنصح بثلاث أو أكثر).",
    "cli.sub.things.list": "يعرض الأشياء التي علّمتها.",
    "cli.sub.helpers.accept": "يقبل دعوة للمساعدة (معرّفها من `visor helpers list`).",
    "cli.sub.helpers.everyone": "يجعل مستخدمًا مساعدًا للجميع على هذا الـ Visor (--off ينهي ذلك).",
    "cli.option.helpers.everyone.off": "لم يعد مساعدًا للجميع.",
    "cli.sub.helpers.invite": "يدعو شخصًا على هذا الـ Visor ليكون مساعدًا لمستخدم.",
    "cli.sub.helpers.list": "مساعدو المستخدم والأشخاص الذين يساعدهم.",
    "cli.sub.helpers.remove": "ينهي رابط مساعدة، من أي من الطرفين.",
    "cli.sub.models.add": "يسجّل نموذج محادثة GGUF (ومع --mmproj: نموذج رؤية) أو مصنّف ONNX.",
    "cli.details.models.add":
      "يُفحص ملف .gguf بقراءة ترويسته: يجب أن يكون نموذج محادثة (له قالب محادثة)، وأن يكون ملف --mmproj مسقِط رؤية CLIP. القدرات وطول السياق والحجم تأتي من البيانات الوصفية، لا من اسم الملف أبدًا. يُشار إلى الملف ولا يُنسخ: أبقه في مكانه. يعمل النموذج في عامل llama.cpp يبدأ عند أول استخدام (أو `visor models warm custom/NAME`). يراه الخادم العامل بعد إعادة تشغيله؛ وPOST /api/v1/admin/models يسجّله فورًا. يُضاف ملف .onnx كما مع `visor models add-classifier`.",
    "cli.option.models.add.mmproj": "مسقِط الرؤية الخاص بالنموذج (mmproj-….gguf): فيرى النموذج الصور أيضًا.",
    "cli.option.models.add.name": "يُسجَّل باسم custom/NAME (الافتراضي: اسم الملف).",
    "cli.option.models.add.replace": "يستبدل نموذجًا مسجلًا بالاسم نفسه.",
    "cli.option.models.add.chatFormat":
      "معالج المحادثة في llama-cpp-python لنموذج رؤية (الافتراضي mtmd؛ مثل llava-1-5 وqwen2.5-vl).",
    "cli.option.models.add.labels": "تسمية واحدة في كل سطر، بترتيب المخرجات.",
    "cli.option.models.add.size": "حجم الإدخال المربع (الافتراضي 299).",
    "cli.option.models.add.resize":
      "يغيّر الضلع الأقصر إلى هذا الحجم قبل القص المركزي (الافتراضي: حجم الإدخال؛ 0 يمطّ الصورة).",
    "cli.option.models.add.mean":
      "المتوسط لكل قناة على بكسلات من 0…1: 0.5 أو 0.485,0.456,0.406 (الافتراضي 0).",
    "cli.option.models.add.std": "الانحراف المعياري لكل قناة: 0.5 أو 0.229,0.224,0.225 (الافتراضي 1).",
    "cli.sub.models.addClassifier": "يضيف مصنّف صور ONNX خاصًا (للخادم كله).",
    "cli.details.models.addClassifier":
      "يُفحص النموذج بتمريرة على إدخال تجريبي. يشغّله OpenCV 4.6: صدّره بـ ONNX opset 10 أو أقل (torch.onnx.export(…, opset_version=10)). يراه الخادم العامل بعد إعادة تشغيله (أو أضفه بـ POST /api/v1/classifiers).",
    "cli.sub.models.list":
      "يعرض نماذج مجلد البيانات هذا كما يحمّلها هذا الأمر: القدرات، والحالة (حالة هذه العملية لا حالة خادم عامل)، والذاكرة، والملاحظات.",
    "cli.sub.models.remove": "يلغي تسجيل نموذج أُضيف بـ `models add` أو مصنّف خاص (تبقى الملفات).",
    "cli.details.models.remove":
      "لا يُحذف ملف GGUF مسجّل أبدًا؛ أما نسخة المصنّف الخاص في مجلد البيانات فتُحذف. لا يمكن إزالة النماذج المدمجة.",
    "cli.sub.models.warm": "يحمّل النماذج المحلية الآن ويبلّغ عن زمن التحميل والذاكرة (يتحقق من أنها تعمل).",
    "cli.details.models.warm":
      "التحميل عند الحاجة افتراضيًا؛ `visor serve --warm all` (أو قائمة معرّفات) يحمّل النماذج في الخلفية عند البدء.",
    "cli.sub.config": "يطبع الإعدادات الفعلية مع مصدر كل قيمة (الأسرار محجوبة).",
    "cli.sub.maintenance":
      "ينجز العمل الذي تركته عمليات الحذف (ملفاتها)، ويزيل الملفات اليتيمة وبقايا الكتابات المقطوعة وتسجيلات الدخول المنتهية (تمريرة واحدة).",
    "cli.details.maintenance":
      "آمن أثناء عمل `visor serve` على مجلد البيانات نفسه: صورة مخزنة لا يشير إليها أي سجل بعد\nقد تخص طلبًا يُحفظ الآن، لذا لا يُحذف شيء أحدث من --blob-grace-seconds (الافتراضي 3600).\nيجري `visor serve` التمريرة نفسها عند البدء وكل --maintenance-interval-seconds.\nأولًا يعالج قائمة الانتظار: ملفات السجلات المحذوفة، المضافة إلى القائمة في معاملة الحذف نفسها\nوالمعاد محاولتها حتى يقبلها مخزن الملفات (ويفعل serve ذلك أيضًا بعد كل\nحذف مباشرة وكل --outbox-interval-seconds).",
    "cli.option.maintenance.dryRun": "يعدّ ما سيُزال؛ ولا يحذف شيئًا.",
    "cli.option.maintenance.json": "يطبع التقرير بصيغة JSON.",
    "cli.sub.backup":
      "ينسخ مجلد البيانات (قاعدة البيانات، الصور، الصوت، المصنّفات، سجلات النماذج) في ملف واحد.",
    "cli.details.backup":
      "آمن أثناء عمل `visor serve` على مجلد البيانات نفسه: تُنسخ قاعدة البيانات من لقطة، ثم\nالصور والصوت التي تشير إليها سجلاتها، كلٌّ مع SHA-256 الخاص به. الملف قاعدة بيانات SQLite\n(`sqlite3 FILE .tables` يفتحها). استعده بـ `visor restore FILE --data-dir D`. ولتثبيتات PostgreSQL\nوS3 استخدم pg_dump وإصدارات الحاوية بدلًا من ذلك.",
    "cli.option.backup.to": "ملف النسخة الاحتياطية المراد كتابته (يجب ألا يكون موجودًا).",
    "cli.sub.restore": "يستعيد ملف `visor backup` إلى مجلد بيانات.",
    "cli.details.restore":
      "يتحقق من المجموع الاختباري لكل عنصر؛ توضع قاعدة البيانات في مكانها أخيرًا، لذا يمكن إعادة\nاستعادة مقطوعة (مع --force). أوقف `visor serve` على ذلك المجلد أولًا.",
    "cli.option.restore.force": "يستبدل الـ Visor الموجود أصلًا في مجلد البيانات.",
    "cli.sub.migrate":
      "ينسخ التثبيت المدمج (SQLite + الملفات) إلى PostgreSQL + S3 مع التحقق؛ ويمكن استئنافه.",
    "cli.details.migrate":
      "أوقف `visor serve` على مجلد البيانات أولًا: لا يجوز لشيء آخر أن يكتب أثناء النسخ.\nيُنسخ كل جدول، الجداول الأم أولًا، على دفعات من 500 صف، وصور كل دفعة وصوتها قبل صفوفها\nمباشرة (ثم الملفات التي لا يذكرها أي صف)؛ وفي النهاية تُقارن أعداد الصفوف وSHA-256 لكل ملف\nعلى الجانبين. يذهب التقدم إلى stderr\n(\"users 3/3, analyses 120/400, …, blobs 512/1024\"). الهدف الذي يحوي بيانات مسبقًا يُرفض\nما لم يُعط --resume؛ والتشغيل المقطوع (Ctrl-C أو kill -9 أو اتصال مفقود) يُستكمل\nبتشغيل الأمر نفسه مجددًا مع --resume، فيتخطى ما هو موجود ويعيد كتابة\nأي ملف تختلف بايتاته. كلمة المرور تأتي من\nPGPASSWORD ومفاتيح الحاوية من AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (البيئة أو\n--key-file). بعد ذلك شغّل Visor مع --database و--blobs تشيران إلى الهدف؛ واحتفظ بمجلد البيانات\nحتى تتحقق من التثبيت الجديد.",
    "cli.option.migrate.toDatabase":
      "قاعدة PostgreSQL الهدف: postgres://user@host:port/db (كلمة المرور من PGPASSWORD).",
    "cli.option.migrate.toBlobs":
      "الحاوية التي تُنسخ إليها الصور والصوت: s3://bucket?endpoint=…&path-style=true.",
    "cli.option.migrate.resume": "يستأنف ترحيلًا مقطوعًا إلى هدف يحوي جزءًا من النسخة.",
    "cli.sub.providers": "يعرض النماذج والمزوّدين المضبوطين، أو يختبر أن كل مزوّد بعيد يستجيب.",
    "cli.details.providers":
      "list: كل نموذج بقدراته وحالته (النماذج المحلية: محمّل، غير محمّل، مفقود)، ثم\n  كل قدرة: النموذج الذي يؤديها، أو كيف تضيف واحدًا (متغيرات البيئة، الخيارات).\ntest: يرسل طلبًا صغيرًا جدًا (GET /models) إلى كل مزوّد بعيد ويقول هل يعمل العنوان والمفتاح.\nمفاتيح API تأتي من VISOR_OPENAI_API_KEY أو VISOR_GEMINI_API_KEY أو VISOR_PROVIDER_API_KEY أو ملف المفاتيح.",
    "cli.sub.chat": "يحادث نموذجًا: جلسة تفاعلية، أو رسالة واحدة مع --message.",
    "cli.details.chat":
      "تفاعلي: اكتب رسالة واضغط Enter؛ يصل الرد تباعًا. /new يبدأ محادثة جديدة، و/quit\n(أو نهاية الإدخال، Ctrl-D) يخرج. تُحفظ المحادثات وتظهر في تطبيق الويب.\nعن بُعد: `visor --server URL --token T chat` يجري الجلسة نفسها على Visor عامل (بحساب\nالرمز؛ ولا ينطبق --user ولا إعدادات مجلد البيانات).",
    "cli.option.chat.model": "معرّف النموذج (الافتراضي: نموذج المحادثة الافتراضي؛ راجع `visor models`).",
    "cli.option.chat.message": "يرسل رسالة واحدة ويطبع الرد ثم يخرج.",
    "cli.option.chat.chat": "يكمل محادثة قائمة بدل بدء محادثة جديدة.",
    "cli.option.chat.json": "مع --message: يطبع الرد بصيغة JSON.",
    "cli.sub.imagine": "يولّد صورة من وصف (يحتاج إلى مزوّد صور).",
    "cli.details.imagine":
      "تُحفظ الصورة أيضًا في معرض المستخدم (GET /api/v1/images). اضبط مزوّدًا أولًا، مثل VISOR_OPENAI_API_KEY.",
    "cli.option.imagine.output": "أين تُكتب الصورة (ويعمل -o أيضًا؛ الافتراضي: visor-<id>.<ext> هنا).",
    "cli.option.imagine.size":
      "أحد المقاسات 256x256 أو 512x512 أو 1024x1024 أو 1024x1792 أو 1792x1024 أو 1024x1536 أو 1536x1024 (الافتراضي 1024x1024).",
    "cli.option.imagine.json": "يطبع سجل المعرض بصيغة JSON.",
    "cli.sub.live": "يمرّر إطارات فيديو أو ملف y4m أو مجلد صور عبر جلسة مباشرة ويطبع ما يُقال.",
    "cli.details.live":
      "تُطبع كل عبارة في سطر مستقل فور قولها؛ وتذهب الأخطاء إلى stderr وتستمر الجلسة. المجلد: صوره (jpg وpng وwebp وheic وgif) بترتيب الأسماء، صورة كل ثانية. ملف y4m أو فيديو: إطار لكل ثانية منه، يُفك بأمر ffmpeg (ثبّت ffmpeg). ينتظر كل إطار إجابته قبل إرسال التالي. يخرج بـ 0 عند نهاية الإدخال، وبـ 1 حين ينهي الخادم الجلسة. من دون --server يعمل على نماذج مجلد البيانات غير المتصلة باسم --user (الافتراضي: أول مدير)؛ ومع --server (أو VISOR_URL/VISOR_TOKEN) على ذلك الخادم، عبر ws:// أو عبر wss:// لخادم https:// (وتُفحص شهادته بمخزن CA في النظام أو بالملف الذي يحدده CURL_CA_BUNDLE).",
    "cli.option.live.mode":
      "text، describe (الافتراضي)، people، barcode، colour، light، أو find (مع --target).",
    "cli.option.live.target":
      "ما يبحث عنه find: person أو text أو barcode أو face، أو شيء أو شخص علّمته، باسمه.",
    "cli.option.live.interval":
      "الوقت بين الإطارات المرسلة (الافتراضي 1؛ 0 يرسل كل إطار فور الرد على سابقه).",
    "cli.option.live.verbose": "يطبع الإطارات الهادئة أيضًا (بلا تغيير، لا شيء، مشغول).",
    "cli.error.unexpectedArgument": "معامل غير متوقع \"{argument}\"",
    "cli.error.optionRequired": "الخيار --{option} مطلوب",
    "cli.serve.network": "على شبكتك: {url}",
    "cli.serve.fingerprint": "بصمة SHA-256 لشهادة TLS: {fingerprint}",
    "cli.serve.selfSigned": "(موقّعة ذاتيًا؛ راجع README، قسم \"Phones\"، لتجعل iOS وAndroid يثقان بها)",
    "cli.serve.firstRun": "التشغيل الأول: أُنشئ حساب المدير \"{name}\".",
    "cli.serve.signInOnce": "ادخل مرة واحدة بهذا الرمز (تنتهي صلاحيته عند أول استخدام أو بعد 24 ساعة):",
    "cli.serve.orOpen": "أو افتح {url}",
    "cli.serve.thenPassword":
      "ثم اضبط كلمة مرور في الإعدادات، أو أنشئ رمز API بالأمر `visor users token admin`.",
    "cli.serve.shuttingDown": "جارٍ الإيقاف: إكمال الطلبات الجارية (حتى {seconds} ث)…",
    "cli.config.onlyShow": "للأمر config أمر فرعي واحد: `visor config show`",
    "cli.backup.unexpectedArgument": "معامل غير متوقع \"{argument}\"؛ حدّد الملف بـ --to FILE",
    "cli.backup.needsTo": "حدّد ملف النسخة الاحتياطية بـ --to FILE",
    "cli.backup.wrote": "كُتب {path}",
    "cli.restore.needsFile": "حدّد ملف نسخة احتياطية واحدًا بالضبط",
    "cli.restore.restored": "استُعيد إلى {path}",
    "cli.backup.report": "{done}: ملفات الصور والصوت: {blobs}، ملفات أخرى: {files}، {megabytes} ميغابايت.",
    "cli.backup.missing": "ملفات حُذفت مع سجلاتها أثناء النسخ وليست في النسخة: {count}.",
    "cli.migrate.needsDatabase": "حدّد قاعدة البيانات الهدف بـ --to-database postgres://user@host:port/db",
    "cli.migrate.needsBlobs": "حدّد الحاوية الهدف بـ --to-blobs s3://bucket?endpoint=…",
    "cli.migrate.done": "نُسخ وتُحقّق منه: {rows}؛ الملفات: {blobs} (تم فحص SHA-256).",
    "cli.migrate.next":
      "التالي: شغّل Visor مع --database {database} --blobs {blobs}، واحتفظ بـ {folder} حتى تتحقق منه.",
    "cli.models.needsName": "حدّد اسم نموذج واحدًا بالضبط (custom/NAME)",
    "cli.models.listTakesNoArguments": "لا يقبل `visor models list` أي معاملات",
    "cli.models.listTitle":
      "النماذج المسجلة في {path} كما يراها هذا الأمر (الحالات حالات هذه العملية لا خادم عامل؛ اسأل خادمًا بـ GET /api/v1/models):",
    "cli.models.defaultFor": "الافتراضي لـ {uses}",
    "cli.models.inMemory": "{megabytes} ميغابايت في الذاكرة",
    "cli.models.voices": "الأصوات: {voices}",
    "cli.models.parameters": "المعاملات: {count}",
    "cli.models.context": "السياق: {tokens}",
    "cli.models.fileSize": "الملف: {size}",
    "cli.models.megabytes": "{n} ميغابايت",
    "cli.models.bytes": "البايتات: {n}",
    "cli.backup.progress.database": "جارٍ نسخ قاعدة البيانات…",
    "cli.backup.progress.files": "جارٍ نسخ الصور والملفات الصوتية: {count}…",
    "cli.backup.progress.count": "  {done} من {total}",
    "cli.restore.progress.files": "جارٍ استعادة الصور والصوت والملفات…",
    "cli.restore.progress.database": "جارٍ استعادة قاعدة البيانات…",
    "cli.migrate.progress.outbox": "عمليات الحذف المنتظرة التي تمت قبل النسخ: {count}",
    "cli.models.noSuchModel": "لا يوجد نموذج \"{id}\"؛ راجع `visor models list`.",
    "cli.models.notInstalled": "غير مثبّت",
    "cli.models.nothingToLoad": "لا شيء للتحميل ({state})",
    "cli.models.loadedIn": "{state} خلال {seconds} ث",
    "cli.models.needsFile": "حدّد ملف نموذج واحدًا بالضبط (.gguf أو .onnx)",
    "cli.models.ggufOnly": "الخيار --{option} لنماذج .gguf، لا لمصنّفات ONNX",
    "cli.models.replaceGGUFOnly": "الخيار --replace لنماذج .gguf؛ أزل المصنّف أولًا",
    "cli.models.noFile": "لا يوجد ملف في {path}؛ تحقّق من مسار ملف النموذج .gguf أو .onnx.",
    "cli.models.notAModel": "{file} ليس نموذج GGUF (.gguf) ولا مصنّف ONNX (.onnx)",
    "cli.models.onnxOnly": "الخيار --{option} لمصنّفات ONNX، لا لنماذج .gguf",
    "cli.models.needsONNX": "حدّد ملف model.onnx واحدًا بالضبط",
    "cli.models.needsLabels": "الخيار --labels FILE مطلوب",
    "cli.models.wholePixels": "يجب أن يكون --{option} عددًا صحيحًا من البكسلات",
    "cli.models.added":
      "أُضيف {id} [{capabilities}]: {facts}.\nحادثه: `visor chat --model {id}`، أو \"model\": \"{id}\" في طلبات API. يُحمَّل عند أول استخدام (`visor models warm {id}` يحمّله الآن)؛ ويراه الخادم العامل بعد إعادة تشغيله.",
    "cli.models.addedClassifier":
      "أُضيف {id}: التسميات: {labels}، الإدخال {size}×{size}. استخدمه بـ `visor classify PHOTO --model {name}` أو POST /api/v1/classify (model={id}).",
    "cli.recognizers.unexpected": "غير متوقع: {argument}",
    "cli.recognizers.added": "أُضيف قالب التعرّف \"{name}\": POST /api/v1/recognizers/{name}/identify",
    "cli.recognizers.builtIn": "(مدمج)",
    "cli.providers.usage": "استخدم `visor providers list` أو `visor providers test`",
    "cli.providers.capabilities": "القدرات:",
    "cli.providers.notConfigured": "غير مضبوطة. {how}",
    "cli.providers.noRemote":
      "لا يوجد مزوّد بعيد مضبوط؛ يعمل Visor بمحركه غير المتصل. راجع README، قسم Configuration.",
    "cli.classify.model": "النموذج: {model}",
    "cli.helpers.labelHelper": "مساعِد",
    "cli.helpers.labelHelping": "يساعد",
    "cli.helpers.forEveryone": "للجميع",
    "cli.error.remoteModelsOnlyList":
      "في الوضع البعيد لا يعمل إلا `visor models list` (نماذج الخادم وحالاتها)",
    "cli.faces.photoCount": "(الصور: {count})",
    "cli.car.hp": "{value} حصان",
    "cli.car.topSpeed": "السرعة القصوى {value} كم/س",
    "cli.car.zeroToHundred": "0–100 كم/س في {value} ث",
    "cli.car.performance": "الأداء: {value}",
    "cli.car.cylinders": "الأسطوانات: {count}",
    "cli.car.engine": "المحرك: {value}",
    "cli.car.paintCode": "رمز الطلاء {value}",
    "cli.car.measured": "المقاس {value}",
    "cli.car.colour": "اللون: {value}",
    "cli.car.confidence": "الثقة {value}",
    "cli.car.model": "النموذج {value}",
    "cli.error.cannotReadModelFile": "تعذّرت قراءة ملف النموذج {path}",
    "cli.error.cannotReadLabelsFile": "تعذّرت قراءة ملف التسميات {path}",
    "cli.error.cannotReadSchemaFile": "تعذّرت قراءة ملف المخطط {path}",
    "cli.maintenance.removedBoth": "أُزيلت {leftovers}، و{signIns}.",
  ]

  static let cliArabicAdminPlural: [MessageID: MessageTemplate] = [
    "cli.maintenance.removedOrphans": .plural(
      "count",
      [
        .zero: "أُزيلت ملفات يتيمة: {count} (لا يشير إليها أي سجل، وهي أقدم من {grace} ث).",
        .one: "أُزيلت ملفات يتيمة: {count} (لا يشير إليها أي سجل، وهي أقدم من {grace} ث).",
        .two: "أُزيلت ملفات يتيمة: {count} (لا يشير إليها أي سجل، وهي أقدم من {grace} ث).",
        .few: "أُزيلت ملفات يتيمة: {count} (لا يشير إليها أي سجل، وهي أقدم من {grace} ث).",
        .many: "أُزيلت ملفات يتيمة: {count} (لا يشير إليها أي سجل، وهي أقدم من {grace} ث).",
        .other: "أُزيلت ملفات يتيمة: {count} (لا يشير إليها أي سجل، وهي أقدم من {grace} ث).",
      ]),
    "cli.maintenance.wouldRemoveOrphans": .plural(
      "count",
      [
        .zero: "ستُزال ملفات يتيمة: {count} (لا يشير إليها أي سجل، وهي أقدم من {grace} ث).",
        .one: "ستُزال ملفات يتيمة: {count} (لا يشير إليها أي سجل، وهي أقدم من {grace} ث).",
        .two: "ستُزال ملفات يتيمة: {count} (لا يشير إليها أي سجل، وهي أقدم من {grace} ث).",
        .few: "ستُزال ملفات يتيمة: {count} (لا يشير إليها أي سجل، وهي أقدم من {grace} ث).",
        .many: "ستُزال ملفات يتيمة: {count} (لا يشير إليها أي سجل، وهي أقدم من {grace} ث).",
        .other: "ستُزال ملفات يتيمة: {count} (لا يشير إليها أي سجل، وهي أقدم من {grace} ث).",
      ]),
    "cli.maintenance.leftovers": .plural(
      "count",
      [
        .zero: "بقايا كتابات مقطوعة: {count}", .one: "بقايا كتابات مقطوعة: {count}",
        .two: "بقايا كتابات مقطوعة: {count}", .few: "بقايا كتابات مقطوعة: {count}",
        .many: "بقايا كتابات مقطوعة: {count}", .other: "بقايا كتابات مقطوعة: {count}",
      ]),
    "cli.maintenance.expiredSignIns": .plural(
      "count",
      [
        .zero: "تسجيلات دخول منتهية: {count}", .one: "تسجيلات دخول منتهية: {count}",
        .two: "تسجيلات دخول منتهية: {count}", .few: "تسجيلات دخول منتهية: {count}",
        .many: "تسجيلات دخول منتهية: {count}", .other: "تسجيلات دخول منتهية: {count}",
      ]),
    "cli.maintenance.didDeletions": .plural(
      "count",
      [
        .zero: "نُفّذت عمليات حذف منتظرة: {count}؛ وفشل منها {failed} وستُعاد محاولتها.",
        .one: "نُفّذت عمليات حذف منتظرة: {count}؛ وفشل منها {failed} وستُعاد محاولتها.",
        .two: "نُفّذت عمليات حذف منتظرة: {count}؛ وفشل منها {failed} وستُعاد محاولتها.",
        .few: "نُفّذت عمليات حذف منتظرة: {count}؛ وفشل منها {failed} وستُعاد محاولتها.",
        .many: "نُفّذت عمليات حذف منتظرة: {count}؛ وفشل منها {failed} وستُعاد محاولتها.",
        .other: "نُفّذت عمليات حذف منتظرة: {count}؛ وفشل منها {failed} وستُعاد محاولتها.",
      ]),
    "cli.maintenance.waiting": .plural(
      "count",
      [
        .zero: "عمليات حذف منتظرة ما زالت تنتظر: {count} (قد يتعذّر الوصول إلى مخزن الملفات؛ تُعاد المحاولة).",
        .one: "عمليات حذف منتظرة ما زالت تنتظر: {count} (قد يتعذّر الوصول إلى مخزن الملفات؛ تُعاد المحاولة).",
        .two: "عمليات حذف منتظرة ما زالت تنتظر: {count} (قد يتعذّر الوصول إلى مخزن الملفات؛ تُعاد المحاولة).",
        .few: "عمليات حذف منتظرة ما زالت تنتظر: {count} (قد يتعذّر الوصول إلى مخزن الملفات؛ تُعاد المحاولة).",
        .many: "عمليات حذف منتظرة ما زالت تنتظر: {count} (قد يتعذّر الوصول إلى مخزن الملفات؛ تُعاد المحاولة).",
        .other: "عمليات حذف منتظرة ما زالت تنتظر: {count} (قد يتعذّر الوصول إلى مخزن الملفات؛ تُعاد المحاولة).",
      ]),
    "cli.maintenance.kept": .plural(
      "count",
      [
        .zero: "أُبقيت ملفات بلا مرجع أحدث من {grace} ث: {count}؛ فقد يكون طلبٌ ما يحفظها.",
        .one: "أُبقيت ملفات بلا مرجع أحدث من {grace} ث: {count}؛ فقد يكون طلبٌ ما يحفظها.",
        .two: "أُبقيت ملفات بلا مرجع أحدث من {grace} ث: {count}؛ فقد يكون طلبٌ ما يحفظها.",
        .few: "أُبقيت ملفات بلا مرجع أحدث من {grace} ث: {count}؛ فقد يكون طلبٌ ما يحفظها.",
        .many: "أُبقيت ملفات بلا مرجع أحدث من {grace} ث: {count}؛ فقد يكون طلبٌ ما يحفظها.",
        .other: "أُبقيت ملفات بلا مرجع أحدث من {grace} ث: {count}؛ فقد يكون طلبٌ ما يحفظها.",
      ]),
  ]

  static let cliArabic: [MessageID: MessageTemplate] = cliArabicLines.merging(
    cliArabicAdmin.mapValues(MessageTemplate.init).merging(cliArabicAdminPlural) { own, _ in own }
  ) { own, _ in own }
}
