import Foundation

extension MessageCatalogue {
  /// Error sentences of models, configuration, accounts, backups and operations (VisorFeatures), in every language. Built for one
  /// language when its catalogue is first used, so the others cost no memory.
  static func settingsErrors(_ code: String) -> [MessageID: MessageTemplate] {
    switch code {
    case "en":
      return [
        "error.account.username": MessageTemplate(
          "A username must be 3–32 characters: lowercase letters, digits, dot, dash or underscore."),
        "error.account.passwordTooLong": MessageTemplate("A password can be at most 1024 bytes long."),
        "error.account.currentPassword": MessageTemplate(
          "Field \"currentPassword\" is required: type your current password to change it."),
        "error.signIn.codeOrPassword": MessageTemplate(
          "Send either \"code\" or \"username\" and \"password\", not both."),
        "error.signIn.usernameMissing": MessageTemplate(
          "Field \"username\" is required (or send a one-time \"code\")."),
        "error.signIn.passwordMissing": MessageTemplate("Field \"password\" is required."),
        "error.token.name": MessageTemplate(
          "Field \"name\" must be 1 to 100 characters, e.g. \"my iPhone app\"."),
        "error.password.hashBusy": MessageTemplate(
          "The server could not hash the password right now; try again."),
        "error.quota.value": MessageTemplate(
          "Field \"{field}\" must be a whole number from 0 to {max}, or null to use the server's default."),
        "error.backup.exists": MessageTemplate(
          "{path} exists already; choose another file, or remove it first."),
        "error.backup.noFolder": MessageTemplate(
          "The folder {path} does not exist; create it or choose another."),
        "error.backup.unwritable": MessageTemplate("Cannot write {path}; choose a folder you can write to."),
        "error.backup.noFile": MessageTemplate(
          "There is no file {path}; give the path of a `visor backup` file."),
        "error.backup.dataDir": MessageTemplate("Cannot create {path}; choose another with --data-dir."),
        "error.backup.checksum": MessageTemplate(
          "{path} in the backup does not match its checksum; the backup is damaged."),
        "error.backup.outside": MessageTemplate(
          "The backup names a path outside the data folder ({path}); it is damaged."),
        "error.migrate.noEmbedded": MessageTemplate(
          "There is no embedded Visor in {path} (no visor.sqlite3). Give the data folder to copy with --data-dir."
        ),
        "error.migrate.targets": MessageTemplate(
          "Give both the target database (--to-database) and the target bucket (--to-blobs)."),
        "error.config.missing": MessageTemplate(
          "The config file {path} does not exist; check --config or VISOR_CONFIG."),
        "error.config.unreadable": MessageTemplate(
          "The config file {path} could not be read; check its permissions."),
        "error.config.invalid": MessageTemplate(
          "The config file {path} is not a JSON object of strings, numbers, booleans and lists; fix it (see README, Configuration)."
        ),
        "error.config.unknownKey": MessageTemplate(
          "The config file has an unknown key \"{key}\"; known keys are: {known}."),
        "error.config.secret": MessageTemplate(
          "The config file must not contain \"{key}\": put secrets in the environment ({variable}) or the 0600 key file (keyFile)."
        ),
        "error.keyFile.missing": MessageTemplate(
          "The key file {path} does not exist; create it or unset keyFile."),
        "error.keyFile.permissions": MessageTemplate(
          "The key file {path} is readable by other users; run `chmod 600 {path}` and start again."),
        "error.setting.range": MessageTemplate(
          "{flag} ({variable}) must be a whole number from {low} to {high}, not \"{text}\"."),
        "error.setting.bool": MessageTemplate("{flag} must be true or false, not \"{text}\"."),
        "error.setting.blobCredentials": MessageTemplate(
          "--blobs needs credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY in the environment or the 0600 key file (--key-file)."
        ),
        "error.setting.tlsPair": MessageTemplate("Give both --tls-cert and --tls-key, or neither."),
        "error.setting.logLevel": MessageTemplate(
          "--log-level must be debug, info, warning or error, not \"{text}\"."),
        "error.setting.passwordStrength": MessageTemplate(
          "--password-strength must be interactive, moderate or minimal, not \"{text}\"."),
        "error.setting.iceServer": MessageTemplate(
          "--ice-server must be stun:HOST:PORT or turn:HOST:PORT (turns: for TLS), not \"{text}\"."),
        "error.setting.providerURL": MessageTemplate(
          "--provider-url must be an http(s) URL such as http://127.0.0.1:11434/v1."),
        "error.setting.providerPreset": MessageTemplate(
          "--provider-preset must be ollama, llamacpp, vllm or openai."),
        "error.models.defaultCapability": MessageTemplate(
          "The default {capability} model \"{id}\" is not registered with that capability; see `visor models list`."
        ),
        "error.models.unknown": MessageTemplate(
          "There is no model \"{id}\"; models with {capability}: {known}. See GET /api/v1/models."),
        "error.models.none": MessageTemplate("none"),
        "error.models.cannotDo": MessageTemplate(
          "The model \"{id}\" cannot do {capability}; pick one listed with it in GET /api/v1/models."),
        "error.models.adminAdd": MessageTemplate(
          "Only an admin can register models; ask an admin of this Visor."),
        "error.models.adminRemove": MessageTemplate(
          "Only an admin can remove models; ask an admin of this Visor."),
        "error.models.notFound": MessageTemplate(
          "There is no model \"{id}\"; see `visor models list` (GET /api/v1/models)."),
        "error.models.builtinOrProvider": MessageTemplate(
          "{id} is built in (or comes from a configured provider) and cannot be removed; only models added with `visor models add` (custom/NAME) can be."
        ),
        "error.models.builtin": MessageTemplate(
          "{id} is built in and cannot be removed; only models added with `visor models add` (custom/NAME) can be."
        ),
        "error.models.customNotFound": MessageTemplate(
          "There is no model custom/{name}; only models added with `visor models add` can be removed (see `visor models list`)."
        ),
        "error.models.localChatMissing": MessageTemplate("The local chat model is not configured."),
        "error.gguf.projector": MessageTemplate(
          "The file {file} is a vision projector (mmproj, architecture clip), not a chat model — add the chat model's GGUF and pass this file with --mmproj (\"mmproj\")."
        ),
        "error.gguf.baseModel": MessageTemplate(
          "The file {file} is a base text model ({architecture}) without a chat template, so it cannot chat — choose an instruct/chat GGUF."
        ),
        "error.gguf.notChat": MessageTemplate(
          "The file {file} is not a chat model (its architecture is {architecture}) — Visor registers GGUF chat models; choose an instruct/chat GGUF."
        ),
        "error.gguf.architecture.unknown": MessageTemplate("unknown architecture"),
        "error.gguf.architecture.notGiven": MessageTemplate("not given"),
        "error.gguf.notProjector": MessageTemplate(
          "The --mmproj file {name} is not a CLIP vision projector (it is {what}) — pass the mmproj-….gguf that belongs to this model, or leave --mmproj out."
        ),
        "error.gguf.what.clipWithoutVision": MessageTemplate("a clip file without a vision encoder"),
        "error.gguf.what.model": MessageTemplate("a {architecture} model"),
        "error.gguf.role.model": MessageTemplate("model file"),
        "error.gguf.role.projector": MessageTemplate("projector file (--mmproj)"),
        "error.gguf.missing": MessageTemplate(
          "There is no {role} at {path} — check the path (it must be readable by the Visor server)."),
        "error.gguf.folder": MessageTemplate(
          "The {role} {path} is a folder — give the path of the .gguf file inside it."),
        "error.gguf.permissions": MessageTemplate(
          "The {role} {path} cannot be read by Visor — check its permissions."),
        "error.gguf.pathRequired": MessageTemplate("Field \"{field}\" must be the path of a .gguf file."),
        "error.gguf.absolutePath": MessageTemplate(
          "Field \"{field}\" must be an absolute path on the Visor server (e.g. /models/model.gguf), not {path}."
        ),
        "error.models.name": MessageTemplate(
          "The model name must be 1–40 lowercase letters, digits, - or _ starting with a letter or digit (e.g. \"qwen-small\"); give one with --name (\"id\")."
        ),
        "error.models.chatFormat": MessageTemplate(
          "The chat format must be a llama-cpp-python chat handler name such as mtmd, llava-1-5 or qwen2.5-vl."
        ),
        "error.models.chatFormatNeedsProjector": MessageTemplate(
          "A chat format is only used with a vision projector (--mmproj); text models use their own chat template."
        ),
        "error.models.classifierExists": MessageTemplate(
          "{id} is already a custom classifier; choose another name (--name) or remove it first (`visor models remove {name}`)."
        ),
        "error.models.exists": MessageTemplate(
          "A model {id} is already registered; choose another name (--name), replace it (--replace, \"replace\": true) or remove it first (`visor models remove {name}`)."
        ),
        "error.models.registeredNotFound": MessageTemplate(
          "There is no registered model custom/{name}; see `visor models list` (GET /api/v1/models)."),
        "error.events.empty": MessageTemplate("Field \"events\" must hold at least one event."),
        "error.events.tooMany": MessageTemplate(
          "Send at most {max} events per batch; split the batch and send again."),
        "error.events.name": MessageTemplate(
          "events[{index}].name must be 1–64 characters of lowercase letters, digits, dot or underscore (e.g. \"shutter_tap\")."
        ),
        "error.events.properties": MessageTemplate(
          "events[{index}].properties may hold at most {max} entries with keys up to 64 and values up to 128 characters."
        ),
      ]
    case "es":
      return [
        "error.account.username": MessageTemplate(
          "Un nombre de usuario debe tener de 3 a 32 caracteres: minúsculas, cifras, punto, guion o guion bajo."
        ),
        "error.account.passwordTooLong": MessageTemplate("Una contraseña puede tener como mucho 1024 bytes."),
        "error.account.currentPassword": MessageTemplate(
          "El campo \"currentPassword\" es obligatorio: escribe tu contraseña actual para cambiarla."),
        "error.signIn.codeOrPassword": MessageTemplate(
          "Envía \"code\" o bien \"username\" y \"password\", no las dos cosas."),
        "error.signIn.usernameMissing": MessageTemplate(
          "El campo \"username\" es obligatorio (o envía un \"code\" de un solo uso)."),
        "error.signIn.passwordMissing": MessageTemplate("El campo \"password\" es obligatorio."),
        "error.token.name": MessageTemplate(
          "El campo \"name\" debe tener de 1 a 100 caracteres, por ejemplo \"mi app del iPhone\"."),
        "error.password.hashBusy": MessageTemplate(
          "El servidor no pudo procesar la contraseña ahora mismo; inténtalo de nuevo."),
        "error.quota.value": MessageTemplate(
          "El campo \"{field}\" debe ser un número entero de 0 a {max}, o null para usar el valor por defecto del servidor."
        ),
        "error.backup.exists": MessageTemplate("{path} ya existe; elige otro archivo o bórralo antes."),
        "error.backup.noFolder": MessageTemplate("La carpeta {path} no existe; créala o elige otra."),
        "error.backup.unwritable": MessageTemplate(
          "No se puede escribir {path}; elige una carpeta en la que puedas escribir."),
        "error.backup.noFile": MessageTemplate(
          "No existe el archivo {path}; indica la ruta de un archivo de `visor backup`."),
        "error.backup.dataDir": MessageTemplate("No se puede crear {path}; elige otra con --data-dir."),
        "error.backup.checksum": MessageTemplate(
          "{path} de la copia no coincide con su suma de comprobación; la copia está dañada."),
        "error.backup.outside": MessageTemplate(
          "La copia nombra una ruta fuera de la carpeta de datos ({path}); está dañada."),
        "error.migrate.noEmbedded": MessageTemplate(
          "No hay un Visor integrado en {path} (falta visor.sqlite3). Indica la carpeta de datos que copiar con --data-dir."
        ),
        "error.migrate.targets": MessageTemplate(
          "Indica la base de datos de destino (--to-database) y el bucket de destino (--to-blobs)."),
        "error.config.missing": MessageTemplate(
          "El archivo de configuración {path} no existe; revisa --config o VISOR_CONFIG."),
        "error.config.unreadable": MessageTemplate(
          "No se pudo leer el archivo de configuración {path}; revisa sus permisos."),
        "error.config.invalid": MessageTemplate(
          "El archivo de configuración {path} no es un objeto JSON de textos, números, booleanos y listas; corrígelo (README, Configuration)."
        ),
        "error.config.unknownKey": MessageTemplate(
          "El archivo de configuración tiene una clave desconocida \"{key}\"; las claves conocidas son: {known}."
        ),
        "error.config.secret": MessageTemplate(
          "El archivo de configuración no debe contener \"{key}\": pon los secretos en el entorno ({variable}) o en el archivo de claves 0600 (keyFile)."
        ),
        "error.keyFile.missing": MessageTemplate(
          "El archivo de claves {path} no existe; créalo o quita keyFile."),
        "error.keyFile.permissions": MessageTemplate(
          "Otros usuarios pueden leer el archivo de claves {path}; ejecuta `chmod 600 {path}` y vuelve a arrancar."
        ),
        "error.setting.range": MessageTemplate(
          "{flag} ({variable}) debe ser un número entero de {low} a {high}, no \"{text}\"."),
        "error.setting.bool": MessageTemplate("{flag} debe ser true o false, no \"{text}\"."),
        "error.setting.blobCredentials": MessageTemplate(
          "--blobs necesita credenciales: define AWS_ACCESS_KEY_ID y AWS_SECRET_ACCESS_KEY en el entorno o en el archivo de claves 0600 (--key-file)."
        ),
        "error.setting.tlsPair": MessageTemplate("Indica --tls-cert y --tls-key a la vez, o ninguno."),
        "error.setting.logLevel": MessageTemplate(
          "--log-level debe ser debug, info, warning o error, no \"{text}\"."),
        "error.setting.passwordStrength": MessageTemplate(
          "--password-strength debe ser interactive, moderate o minimal, no \"{text}\"."),
        "error.setting.iceServer": MessageTemplate(
          "--ice-server debe ser stun:HOST:PORT o turn:HOST:PORT (turns: para TLS), no \"{text}\"."),
        "error.setting.providerURL": MessageTemplate(
          "--provider-url debe ser una URL http(s) como http://127.0.0.1:11434/v1."),
        "error.setting.providerPreset": MessageTemplate(
          "--provider-preset debe ser ollama, llamacpp, vllm u openai."),
        "error.models.defaultCapability": MessageTemplate(
          "El modelo por defecto \"{id}\" ({capability}) no está registrado con esa capacidad; mira `visor models list`."
        ),
        "error.models.unknown": MessageTemplate(
          "No existe el modelo \"{id}\"; modelos con {capability}: {known}. Consulta GET /api/v1/models."),
        "error.models.none": MessageTemplate("ninguno"),
        "error.models.cannotDo": MessageTemplate(
          "El modelo \"{id}\" no sirve para esto: {capability}. Elige uno que lo tenga en GET /api/v1/models."
        ),
        "error.models.adminAdd": MessageTemplate(
          "Solo un administrador puede registrar modelos; pídeselo a un administrador de este Visor."),
        "error.models.adminRemove": MessageTemplate(
          "Solo un administrador puede quitar modelos; pídeselo a un administrador de este Visor."),
        "error.models.notFound": MessageTemplate(
          "No existe el modelo \"{id}\"; mira `visor models list` (GET /api/v1/models)."),
        "error.models.builtinOrProvider": MessageTemplate(
          "{id} viene integrado (o de un proveedor configurado) y no se puede quitar; solo se pueden quitar los añadidos con `visor models add` (custom/NAME)."
        ),
        "error.models.builtin": MessageTemplate(
          "{id} viene integrado y no se puede quitar; solo se pueden quitar los añadidos con `visor models add` (custom/NAME)."
        ),
        "error.models.customNotFound": MessageTemplate(
          "No existe el modelo custom/{name}; solo se pueden quitar los añadidos con `visor models add` (mira `visor models list`)."
        ),
        "error.models.localChatMissing": MessageTemplate("El modelo de chat local no está configurado."),
        "error.gguf.projector": MessageTemplate(
          "El archivo {file} es un proyector de visión (mmproj, arquitectura clip), no un modelo de chat: añade el GGUF del modelo de chat y pasa este archivo con --mmproj (\"mmproj\")."
        ),
        "error.gguf.baseModel": MessageTemplate(
          "El archivo {file} es un modelo de texto base ({architecture}) sin plantilla de chat, así que no puede chatear; elige un GGUF instruct/chat."
        ),
        "error.gguf.notChat": MessageTemplate(
          "El archivo {file} no es un modelo de chat (su arquitectura es {architecture}); Visor registra modelos de chat GGUF: elige un GGUF instruct/chat."
        ),
        "error.gguf.architecture.unknown": MessageTemplate("arquitectura desconocida"),
        "error.gguf.architecture.notGiven": MessageTemplate("sin indicar"),
        "error.gguf.notProjector": MessageTemplate(
          "El archivo de --mmproj {name} no es un proyector de visión CLIP (es {what}); pasa el mmproj-….gguf de este modelo, o no uses --mmproj."
        ),
        "error.gguf.what.clipWithoutVision": MessageTemplate("un archivo clip sin codificador de visión"),
        "error.gguf.what.model": MessageTemplate("un modelo {architecture}"),
        "error.gguf.role.model": MessageTemplate("archivo del modelo"),
        "error.gguf.role.projector": MessageTemplate("archivo del proyector (--mmproj)"),
        "error.gguf.missing": MessageTemplate(
          "No hay nada en {path} ({role}); revisa la ruta (el servidor de Visor debe poder leerla)."),
        "error.gguf.folder": MessageTemplate(
          "{path} ({role}) es una carpeta; indica la ruta del archivo .gguf que contiene."),
        "error.gguf.permissions": MessageTemplate(
          "Visor no puede leer {path} ({role}); revisa sus permisos."),
        "error.gguf.pathRequired": MessageTemplate(
          "El campo \"{field}\" debe ser la ruta de un archivo .gguf."),
        "error.gguf.absolutePath": MessageTemplate(
          "El campo \"{field}\" debe ser una ruta absoluta en el servidor de Visor (por ejemplo /models/model.gguf), no {path}."
        ),
        "error.models.name": MessageTemplate(
          "El nombre del modelo debe tener de 1 a 40 minúsculas, cifras, - o _, y empezar por letra o cifra (por ejemplo \"qwen-small\"); indícalo con --name (\"id\")."
        ),
        "error.models.chatFormat": MessageTemplate(
          "El formato de chat debe ser el nombre de un manejador de chat de llama-cpp-python, como mtmd, llava-1-5 o qwen2.5-vl."
        ),
        "error.models.chatFormatNeedsProjector": MessageTemplate(
          "Un formato de chat solo se usa con un proyector de visión (--mmproj); los modelos de texto usan su propia plantilla de chat."
        ),
        "error.models.classifierExists": MessageTemplate(
          "{id} ya es un clasificador personalizado; elige otro nombre (--name) o quítalo antes (`visor models remove {name}`)."
        ),
        "error.models.exists": MessageTemplate(
          "Ya hay un modelo {id} registrado; elige otro nombre (--name), sustitúyelo (--replace, \"replace\": true) o quítalo antes (`visor models remove {name}`)."
        ),
        "error.models.registeredNotFound": MessageTemplate(
          "No hay ningún modelo registrado custom/{name}; mira `visor models list` (GET /api/v1/models)."),
        "error.events.empty": MessageTemplate("El campo \"events\" debe tener al menos un evento."),
        "error.events.tooMany": MessageTemplate(
          "Envía como mucho {max} eventos por lote; divide el lote y vuelve a enviarlo."),
        "error.events.name": MessageTemplate(
          "events[{index}].name debe tener de 1 a 64 caracteres entre minúsculas, cifras, punto o guion bajo (por ejemplo \"shutter_tap\")."
        ),
        "error.events.properties": MessageTemplate(
          "events[{index}].properties admite como mucho {max} entradas, con claves de hasta 64 caracteres y valores de hasta 128."
        ),
      ]
    case "fr":
      return [
        "error.account.username": MessageTemplate(
          "Un nom d'utilisateur doit compter 3 à 32 caractères : minuscules, chiffres, point, tiret ou tiret bas."
        ),
        "error.account.passwordTooLong": MessageTemplate("Un mot de passe peut faire au plus 1024 octets."),
        "error.account.currentPassword": MessageTemplate(
          "Le champ « currentPassword » est obligatoire : tapez votre mot de passe actuel pour le changer."),
        "error.signIn.codeOrPassword": MessageTemplate(
          "Envoyez soit « code », soit « username » et « password », pas les deux."),
        "error.signIn.usernameMissing": MessageTemplate(
          "Le champ « username » est obligatoire (ou envoyez un « code » à usage unique)."),
        "error.signIn.passwordMissing": MessageTemplate("Le champ « password » est obligatoire."),
        "error.token.name": MessageTemplate(
          "Le champ « name » doit compter 1 à 100 caractères, par exemple « mon app iPhone »."),
        "error.password.hashBusy": MessageTemplate(
          "Le serveur n'a pas pu traiter le mot de passe pour l'instant ; réessayez."),
        "error.quota.value": MessageTemplate(
          "Le champ « {field} » doit être un nombre entier de 0 à {max}, ou null pour reprendre la valeur par défaut du serveur."
        ),
        "error.backup.exists": MessageTemplate(
          "{path} existe déjà ; choisissez un autre fichier, ou supprimez-le d'abord."),
        "error.backup.noFolder": MessageTemplate(
          "Le dossier {path} n'existe pas ; créez-le ou choisissez-en un autre."),
        "error.backup.unwritable": MessageTemplate(
          "Impossible d'écrire {path} ; choisissez un dossier où vous pouvez écrire."),
        "error.backup.noFile": MessageTemplate(
          "Le fichier {path} n'existe pas ; donnez le chemin d'un fichier `visor backup`."),
        "error.backup.dataDir": MessageTemplate(
          "Impossible de créer {path} ; choisissez-en un autre avec --data-dir."),
        "error.backup.checksum": MessageTemplate(
          "{path} dans la sauvegarde ne correspond pas à sa somme de contrôle ; la sauvegarde est endommagée."
        ),
        "error.backup.outside": MessageTemplate(
          "La sauvegarde nomme un chemin hors du dossier de données ({path}) ; elle est endommagée."),
        "error.migrate.noEmbedded": MessageTemplate(
          "Il n'y a pas de Visor intégré dans {path} (pas de visor.sqlite3). Donnez le dossier de données à copier avec --data-dir."
        ),
        "error.migrate.targets": MessageTemplate(
          "Donnez à la fois la base de données cible (--to-database) et le bucket cible (--to-blobs)."),
        "error.config.missing": MessageTemplate(
          "Le fichier de configuration {path} n'existe pas ; vérifiez --config ou VISOR_CONFIG."),
        "error.config.unreadable": MessageTemplate(
          "Le fichier de configuration {path} n'a pas pu être lu ; vérifiez ses droits."),
        "error.config.invalid": MessageTemplate(
          "Le fichier de configuration {path} n'est pas un objet JSON de chaînes, nombres, booléens et listes ; corrigez-le (README, Configuration)."
        ),
        "error.config.unknownKey": MessageTemplate(
          "Le fichier de configuration a une clé inconnue « {key} » ; les clés connues sont : {known}."),
        "error.config.secret": MessageTemplate(
          "Le fichier de configuration ne doit pas contenir « {key} » : mettez les secrets dans l'environnement ({variable}) ou le fichier de clés 0600 (keyFile)."
        ),
        "error.keyFile.missing": MessageTemplate(
          "Le fichier de clés {path} n'existe pas ; créez-le ou retirez keyFile."),
        "error.keyFile.permissions": MessageTemplate(
          "Le fichier de clés {path} est lisible par d'autres utilisateurs ; lancez `chmod 600 {path}` et redémarrez."
        ),
        "error.setting.range": MessageTemplate(
          "{flag} ({variable}) doit être un nombre entier de {low} à {high}, pas « {text} »."),
        "error.setting.bool": MessageTemplate("{flag} doit valoir true ou false, pas « {text} »."),
        "error.setting.blobCredentials": MessageTemplate(
          "--blobs a besoin d'identifiants : définissez AWS_ACCESS_KEY_ID et AWS_SECRET_ACCESS_KEY dans l'environnement ou le fichier de clés 0600 (--key-file)."
        ),
        "error.setting.tlsPair": MessageTemplate(
          "Donnez --tls-cert et --tls-key ensemble, ou aucun des deux."),
        "error.setting.logLevel": MessageTemplate(
          "--log-level doit valoir debug, info, warning ou error, pas « {text} »."),
        "error.setting.passwordStrength": MessageTemplate(
          "--password-strength doit valoir interactive, moderate ou minimal, pas « {text} »."),
        "error.setting.iceServer": MessageTemplate(
          "--ice-server doit être stun:HOST:PORT ou turn:HOST:PORT (turns: pour TLS), pas « {text} »."),
        "error.setting.providerURL": MessageTemplate(
          "--provider-url doit être une URL http(s) comme http://127.0.0.1:11434/v1."),
        "error.setting.providerPreset": MessageTemplate(
          "--provider-preset doit valoir ollama, llamacpp, vllm ou openai."),
        "error.models.defaultCapability": MessageTemplate(
          "Le modèle par défaut « {id} » ({capability}) n'est pas enregistré avec cette capacité ; voir `visor models list`."
        ),
        "error.models.unknown": MessageTemplate(
          "Le modèle « {id} » n'existe pas ; modèles avec {capability} : {known}. Voir GET /api/v1/models."),
        "error.models.none": MessageTemplate("aucun"),
        "error.models.cannotDo": MessageTemplate(
          "Le modèle « {id} » ne sait pas faire ceci : {capability}. Choisissez-en un qui le fait dans GET /api/v1/models."
        ),
        "error.models.adminAdd": MessageTemplate(
          "Seul un administrateur peut enregistrer des modèles ; demandez à un administrateur de ce Visor."),
        "error.models.adminRemove": MessageTemplate(
          "Seul un administrateur peut retirer des modèles ; demandez à un administrateur de ce Visor."),
        "error.models.notFound": MessageTemplate(
          "Le modèle « {id} » n'existe pas ; voir `visor models list` (GET /api/v1/models)."),
        "error.models.builtinOrProvider": MessageTemplate(
          "{id} est intégré (ou vient d'un fournisseur configuré) et ne peut pas être retiré ; seuls les modèles ajoutés avec `visor models add` (custom/NAME) peuvent l'être."
        ),
        "error.models.builtin": MessageTemplate(
          "{id} est intégré et ne peut pas être retiré ; seuls les modèles ajoutés avec `visor models add` (custom/NAME) peuvent l'être."
        ),
        "error.models.customNotFound": MessageTemplate(
          "Le modèle custom/{name} n'existe pas ; seuls les modèles ajoutés avec `visor models add` peuvent être retirés (voir `visor models list`)."
        ),
        "error.models.localChatMissing": MessageTemplate(
          "Le modèle de discussion local n'est pas configuré."),
        "error.gguf.projector": MessageTemplate(
          "Le fichier {file} est un projecteur de vision (mmproj, architecture clip), pas un modèle de discussion : ajoutez le GGUF du modèle de discussion et passez ce fichier avec --mmproj (« mmproj »)."
        ),
        "error.gguf.baseModel": MessageTemplate(
          "Le fichier {file} est un modèle de texte de base ({architecture}) sans modèle de discussion, il ne peut donc pas discuter ; choisissez un GGUF instruct/chat."
        ),
        "error.gguf.notChat": MessageTemplate(
          "Le fichier {file} n'est pas un modèle de discussion (son architecture est {architecture}) ; Visor enregistre des modèles de discussion GGUF : choisissez un GGUF instruct/chat."
        ),
        "error.gguf.architecture.unknown": MessageTemplate("architecture inconnue"),
        "error.gguf.architecture.notGiven": MessageTemplate("non indiquée"),
        "error.gguf.notProjector": MessageTemplate(
          "Le fichier --mmproj {name} n'est pas un projecteur de vision CLIP (c'est {what}) ; passez le mmproj-….gguf de ce modèle, ou omettez --mmproj."
        ),
        "error.gguf.what.clipWithoutVision": MessageTemplate("un fichier clip sans encodeur de vision"),
        "error.gguf.what.model": MessageTemplate("un modèle {architecture}"),
        "error.gguf.role.model": MessageTemplate("fichier du modèle"),
        "error.gguf.role.projector": MessageTemplate("fichier du projecteur (--mmproj)"),
        "error.gguf.missing": MessageTemplate(
          "Rien à {path} ({role}) ; vérifiez le chemin (le serveur Visor doit pouvoir le lire)."),
        "error.gguf.folder": MessageTemplate(
          "{path} ({role}) est un dossier ; donnez le chemin du fichier .gguf qu'il contient."),
        "error.gguf.permissions": MessageTemplate(
          "Visor ne peut pas lire {path} ({role}) ; vérifiez ses droits."),
        "error.gguf.pathRequired": MessageTemplate(
          "Le champ « {field} » doit être le chemin d'un fichier .gguf."),
        "error.gguf.absolutePath": MessageTemplate(
          "Le champ « {field} » doit être un chemin absolu sur le serveur Visor (par exemple /models/model.gguf), pas {path}."
        ),
        "error.models.name": MessageTemplate(
          "Le nom du modèle doit compter 1 à 40 minuscules, chiffres, - ou _, et commencer par une lettre ou un chiffre (par exemple « qwen-small ») ; donnez-le avec --name (« id »)."
        ),
        "error.models.chatFormat": MessageTemplate(
          "Le format de discussion doit être le nom d'un gestionnaire de discussion de llama-cpp-python, comme mtmd, llava-1-5 ou qwen2.5-vl."
        ),
        "error.models.chatFormatNeedsProjector": MessageTemplate(
          "Un format de discussion ne sert qu'avec un projecteur de vision (--mmproj) ; les modèles de texte utilisent leur propre modèle de discussion."
        ),
        "error.models.classifierExists": MessageTemplate(
          "{id} est déjà un classificateur personnalisé ; choisissez un autre nom (--name) ou retirez-le d'abord (`visor models remove {name}`)."
        ),
        "error.models.exists": MessageTemplate(
          "Un modèle {id} est déjà enregistré ; choisissez un autre nom (--name), remplacez-le (--replace, « replace »: true) ou retirez-le d'abord (`visor models remove {name}`)."
        ),
        "error.models.registeredNotFound": MessageTemplate(
          "Aucun modèle enregistré custom/{name} ; voir `visor models list` (GET /api/v1/models)."),
        "error.events.empty": MessageTemplate("Le champ « events » doit contenir au moins un événement."),
        "error.events.tooMany": MessageTemplate(
          "Envoyez au plus {max} événements par lot ; découpez le lot et renvoyez-le."),
        "error.events.name": MessageTemplate(
          "events[{index}].name doit compter 1 à 64 caractères parmi minuscules, chiffres, point ou tiret bas (par exemple « shutter_tap »)."
        ),
        "error.events.properties": MessageTemplate(
          "events[{index}].properties peut contenir au plus {max} entrées, avec des clés de 64 caractères et des valeurs de 128 au plus."
        ),
      ]
    case "de":
      return [
        "error.account.username": MessageTemplate(
          "Ein Benutzername muss 3–32 Zeichen haben: Kleinbuchstaben, Ziffern, Punkt, Bindestrich oder Unterstrich."
        ),
        "error.account.passwordTooLong": MessageTemplate("Ein Passwort darf höchstens 1024 Bytes lang sein."),
        "error.account.currentPassword": MessageTemplate(
          "Das Feld „currentPassword“ ist Pflicht: Gib dein aktuelles Passwort ein, um es zu ändern."),
        "error.signIn.codeOrPassword": MessageTemplate(
          "Sende entweder „code“ oder „username“ und „password“, nicht beides."),
        "error.signIn.usernameMissing": MessageTemplate(
          "Das Feld „username“ ist Pflicht (oder sende einen Einmal-„code“)."),
        "error.signIn.passwordMissing": MessageTemplate("Das Feld „password“ ist Pflicht."),
        "error.token.name": MessageTemplate(
          "Das Feld „name“ muss 1 bis 100 Zeichen haben, z. B. „meine iPhone-App“."),
        "error.password.hashBusy": MessageTemplate(
          "Der Server konnte das Passwort gerade nicht verarbeiten; versuch es noch einmal."),
        "error.quota.value": MessageTemplate(
          "Das Feld „{field}“ muss eine ganze Zahl von 0 bis {max} sein, oder null für den Standardwert des Servers."
        ),
        "error.backup.exists": MessageTemplate(
          "{path} gibt es schon; wähle eine andere Datei oder lösch sie zuerst."),
        "error.backup.noFolder": MessageTemplate(
          "Den Ordner {path} gibt es nicht; leg ihn an oder wähle einen anderen."),
        "error.backup.unwritable": MessageTemplate(
          "{path} lässt sich nicht schreiben; wähle einen Ordner, in den du schreiben darfst."),
        "error.backup.noFile": MessageTemplate(
          "Die Datei {path} gibt es nicht; gib den Pfad einer Datei von `visor backup` an."),
        "error.backup.dataDir": MessageTemplate(
          "{path} lässt sich nicht anlegen; wähle mit --data-dir einen anderen."),
        "error.backup.checksum": MessageTemplate(
          "{path} in der Sicherung passt nicht zu seiner Prüfsumme; die Sicherung ist beschädigt."),
        "error.backup.outside": MessageTemplate(
          "Die Sicherung nennt einen Pfad außerhalb des Datenordners ({path}); sie ist beschädigt."),
        "error.migrate.noEmbedded": MessageTemplate(
          "In {path} gibt es kein eingebettetes Visor (kein visor.sqlite3). Gib den zu kopierenden Datenordner mit --data-dir an."
        ),
        "error.migrate.targets": MessageTemplate(
          "Gib sowohl die Zieldatenbank (--to-database) als auch den Ziel-Bucket (--to-blobs) an."),
        "error.config.missing": MessageTemplate(
          "Die Konfigurationsdatei {path} gibt es nicht; prüf --config oder VISOR_CONFIG."),
        "error.config.unreadable": MessageTemplate(
          "Die Konfigurationsdatei {path} ließ sich nicht lesen; prüf ihre Berechtigungen."),
        "error.config.invalid": MessageTemplate(
          "Die Konfigurationsdatei {path} ist kein JSON-Objekt aus Strings, Zahlen, Wahrheitswerten und Listen; korrigiere sie (README, Configuration)."
        ),
        "error.config.unknownKey": MessageTemplate(
          "Die Konfigurationsdatei hat einen unbekannten Schlüssel „{key}“; bekannte Schlüssel: {known}."),
        "error.config.secret": MessageTemplate(
          "Die Konfigurationsdatei darf „{key}“ nicht enthalten: Leg Geheimnisse in die Umgebung ({variable}) oder die Schlüsseldatei mit 0600 (keyFile)."
        ),
        "error.keyFile.missing": MessageTemplate(
          "Die Schlüsseldatei {path} gibt es nicht; leg sie an oder entferne keyFile."),
        "error.keyFile.permissions": MessageTemplate(
          "Die Schlüsseldatei {path} ist für andere Nutzer lesbar; führ `chmod 600 {path}` aus und starte neu."
        ),
        "error.setting.range": MessageTemplate(
          "{flag} ({variable}) muss eine ganze Zahl von {low} bis {high} sein, nicht „{text}“."),
        "error.setting.bool": MessageTemplate("{flag} muss true oder false sein, nicht „{text}“."),
        "error.setting.blobCredentials": MessageTemplate(
          "--blobs braucht Zugangsdaten: Setz AWS_ACCESS_KEY_ID und AWS_SECRET_ACCESS_KEY in der Umgebung oder der Schlüsseldatei mit 0600 (--key-file)."
        ),
        "error.setting.tlsPair": MessageTemplate(
          "Gib --tls-cert und --tls-key beide an oder keins von beiden."),
        "error.setting.logLevel": MessageTemplate(
          "--log-level muss debug, info, warning oder error sein, nicht „{text}“."),
        "error.setting.passwordStrength": MessageTemplate(
          "--password-strength muss interactive, moderate oder minimal sein, nicht „{text}“."),
        "error.setting.iceServer": MessageTemplate(
          "--ice-server muss stun:HOST:PORT oder turn:HOST:PORT sein (turns: für TLS), nicht „{text}“."),
        "error.setting.providerURL": MessageTemplate(
          "--provider-url muss eine http(s)-URL wie http://127.0.0.1:11434/v1 sein."),
        "error.setting.providerPreset": MessageTemplate(
          "--provider-preset muss ollama, llamacpp, vllm oder openai sein."),
        "error.models.defaultCapability": MessageTemplate(
          "Das Standardmodell „{id}“ ({capability}) ist nicht mit dieser Fähigkeit registriert; siehe `visor models list`."
        ),
        "error.models.unknown": MessageTemplate(
          "Das Modell „{id}“ gibt es nicht; Modelle mit {capability}: {known}. Siehe GET /api/v1/models."),
        "error.models.none": MessageTemplate("keine"),
        "error.models.cannotDo": MessageTemplate(
          "Das Modell „{id}“ kann das nicht: {capability}. Wähle eines, das es kann, aus GET /api/v1/models."),
        "error.models.adminAdd": MessageTemplate(
          "Modelle darf nur ein Admin registrieren; frag einen Admin dieses Visor."),
        "error.models.adminRemove": MessageTemplate(
          "Modelle darf nur ein Admin entfernen; frag einen Admin dieses Visor."),
        "error.models.notFound": MessageTemplate(
          "Das Modell „{id}“ gibt es nicht; siehe `visor models list` (GET /api/v1/models)."),
        "error.models.builtinOrProvider": MessageTemplate(
          "{id} ist eingebaut (oder kommt von einem eingerichteten Anbieter) und lässt sich nicht entfernen; das geht nur mit Modellen, die mit `visor models add` hinzugefügt wurden (custom/NAME)."
        ),
        "error.models.builtin": MessageTemplate(
          "{id} ist eingebaut und lässt sich nicht entfernen; das geht nur mit Modellen, die mit `visor models add` hinzugefügt wurden (custom/NAME)."
        ),
        "error.models.customNotFound": MessageTemplate(
          "Das Modell custom/{name} gibt es nicht; entfernen lassen sich nur Modelle, die mit `visor models add` hinzugefügt wurden (siehe `visor models list`)."
        ),
        "error.models.localChatMissing": MessageTemplate("Das lokale Chatmodell ist nicht eingerichtet."),
        "error.gguf.projector": MessageTemplate(
          "Die Datei {file} ist ein Bildprojektor (mmproj, Architektur clip), kein Chatmodell – füg das GGUF des Chatmodells hinzu und gib diese Datei mit --mmproj („mmproj“) an."
        ),
        "error.gguf.baseModel": MessageTemplate(
          "Die Datei {file} ist ein Basis-Textmodell ({architecture}) ohne Chat-Vorlage und kann daher nicht chatten – wähle ein instruct/chat-GGUF."
        ),
        "error.gguf.notChat": MessageTemplate(
          "Die Datei {file} ist kein Chatmodell (ihre Architektur ist {architecture}) – Visor registriert GGUF-Chatmodelle; wähle ein instruct/chat-GGUF."
        ),
        "error.gguf.architecture.unknown": MessageTemplate("unbekannte Architektur"),
        "error.gguf.architecture.notGiven": MessageTemplate("nicht angegeben"),
        "error.gguf.notProjector": MessageTemplate(
          "Die --mmproj-Datei {name} ist kein CLIP-Bildprojektor (sondern {what}) – gib das mmproj-….gguf dieses Modells an oder lass --mmproj weg."
        ),
        "error.gguf.what.clipWithoutVision": MessageTemplate("eine clip-Datei ohne Bild-Encoder"),
        "error.gguf.what.model": MessageTemplate("ein {architecture}-Modell"),
        "error.gguf.role.model": MessageTemplate("Modelldatei"),
        "error.gguf.role.projector": MessageTemplate("Projektordatei (--mmproj)"),
        "error.gguf.missing": MessageTemplate(
          "Unter {path} gibt es nichts ({role}) – prüf den Pfad (der Visor-Server muss ihn lesen können)."),
        "error.gguf.folder": MessageTemplate(
          "{path} ({role}) ist ein Ordner – gib den Pfad der .gguf-Datei darin an."),
        "error.gguf.permissions": MessageTemplate(
          "Visor kann {path} ({role}) nicht lesen – prüf die Berechtigungen."),
        "error.gguf.pathRequired": MessageTemplate(
          "Das Feld „{field}“ muss der Pfad einer .gguf-Datei sein."),
        "error.gguf.absolutePath": MessageTemplate(
          "Das Feld „{field}“ muss ein absoluter Pfad auf dem Visor-Server sein (z. B. /models/model.gguf), nicht {path}."
        ),
        "error.models.name": MessageTemplate(
          "Der Modellname muss aus 1–40 Kleinbuchstaben, Ziffern, - oder _ bestehen und mit einem Buchstaben oder einer Ziffer beginnen (z. B. „qwen-small“); gib ihn mit --name („id“) an."
        ),
        "error.models.chatFormat": MessageTemplate(
          "Das Chatformat muss der Name eines Chat-Handlers von llama-cpp-python sein, etwa mtmd, llava-1-5 oder qwen2.5-vl."
        ),
        "error.models.chatFormatNeedsProjector": MessageTemplate(
          "Ein Chatformat gilt nur mit einem Bildprojektor (--mmproj); Textmodelle nutzen ihre eigene Chat-Vorlage."
        ),
        "error.models.classifierExists": MessageTemplate(
          "{id} ist schon ein eigener Klassifikator; wähle einen anderen Namen (--name) oder entferne ihn zuerst (`visor models remove {name}`)."
        ),
        "error.models.exists": MessageTemplate(
          "Ein Modell {id} ist schon registriert; wähle einen anderen Namen (--name), ersetze es (--replace, „replace“: true) oder entferne es zuerst (`visor models remove {name}`)."
        ),
        "error.models.registeredNotFound": MessageTemplate(
          "Es gibt kein registriertes Modell custom/{name}; siehe `visor models list` (GET /api/v1/models)."),
        "error.events.empty": MessageTemplate("Das Feld „events“ muss mindestens ein Ereignis enthalten."),
        "error.events.tooMany": MessageTemplate(
          "Sende höchstens {max} Ereignisse pro Stapel; teil den Stapel auf und sende erneut."),
        "error.events.name": MessageTemplate(
          "events[{index}].name muss aus 1–64 Kleinbuchstaben, Ziffern, Punkten oder Unterstrichen bestehen (z. B. „shutter_tap“)."
        ),
        "error.events.properties": MessageTemplate(
          "events[{index}].properties darf höchstens {max} Einträge haben, mit Schlüsseln bis 64 und Werten bis 128 Zeichen."
        ),
      ]
    case "pt":
      return [
        "error.account.username": MessageTemplate(
          "Um nome de usuário deve ter de 3 a 32 caracteres: letras minúsculas, dígitos, ponto, hífen ou sublinhado."
        ),
        "error.account.passwordTooLong": MessageTemplate("Uma senha pode ter no máximo 1024 bytes."),
        "error.account.currentPassword": MessageTemplate(
          "O campo \"currentPassword\" é obrigatório: digite sua senha atual para alterá-la."),
        "error.signIn.codeOrPassword": MessageTemplate(
          "Envie \"code\" ou então \"username\" e \"password\", não as duas coisas."),
        "error.signIn.usernameMissing": MessageTemplate(
          "O campo \"username\" é obrigatório (ou envie um \"code\" de uso único)."),
        "error.signIn.passwordMissing": MessageTemplate("O campo \"password\" é obrigatório."),
        "error.token.name": MessageTemplate(
          "O campo \"name\" deve ter de 1 a 100 caracteres, por exemplo \"meu app do iPhone\"."),
        "error.password.hashBusy": MessageTemplate(
          "O servidor não conseguiu processar a senha agora; tente de novo."),
        "error.quota.value": MessageTemplate(
          "O campo \"{field}\" deve ser um número inteiro de 0 a {max}, ou null para usar o padrão do servidor."
        ),
        "error.backup.exists": MessageTemplate("{path} já existe; escolha outro arquivo ou remova-o antes."),
        "error.backup.noFolder": MessageTemplate("A pasta {path} não existe; crie-a ou escolha outra."),
        "error.backup.unwritable": MessageTemplate(
          "Não é possível gravar {path}; escolha uma pasta onde você possa gravar."),
        "error.backup.noFile": MessageTemplate(
          "O arquivo {path} não existe; informe o caminho de um arquivo do `visor backup`."),
        "error.backup.dataDir": MessageTemplate("Não é possível criar {path}; escolha outra com --data-dir."),
        "error.backup.checksum": MessageTemplate(
          "{path} no backup não confere com a soma de verificação; o backup está danificado."),
        "error.backup.outside": MessageTemplate(
          "O backup cita um caminho fora da pasta de dados ({path}); ele está danificado."),
        "error.migrate.noEmbedded": MessageTemplate(
          "Não há um Visor embutido em {path} (falta visor.sqlite3). Informe a pasta de dados a copiar com --data-dir."
        ),
        "error.migrate.targets": MessageTemplate(
          "Informe o banco de destino (--to-database) e o bucket de destino (--to-blobs)."),
        "error.config.missing": MessageTemplate(
          "O arquivo de configuração {path} não existe; confira --config ou VISOR_CONFIG."),
        "error.config.unreadable": MessageTemplate(
          "Não foi possível ler o arquivo de configuração {path}; confira as permissões."),
        "error.config.invalid": MessageTemplate(
          "O arquivo de configuração {path} não é um objeto JSON de textos, números, booleanos e listas; corrija-o (README, Configuration)."
        ),
        "error.config.unknownKey": MessageTemplate(
          "O arquivo de configuração tem uma chave desconhecida \"{key}\"; as chaves conhecidas são: {known}."
        ),
        "error.config.secret": MessageTemplate(
          "O arquivo de configuração não deve conter \"{key}\": coloque segredos no ambiente ({variable}) ou no arquivo de chaves 0600 (keyFile)."
        ),
        "error.keyFile.missing": MessageTemplate(
          "O arquivo de chaves {path} não existe; crie-o ou remova keyFile."),
        "error.keyFile.permissions": MessageTemplate(
          "O arquivo de chaves {path} pode ser lido por outros usuários; execute `chmod 600 {path}` e inicie de novo."
        ),
        "error.setting.range": MessageTemplate(
          "{flag} ({variable}) deve ser um número inteiro de {low} a {high}, não \"{text}\"."),
        "error.setting.bool": MessageTemplate("{flag} deve ser true ou false, não \"{text}\"."),
        "error.setting.blobCredentials": MessageTemplate(
          "--blobs precisa de credenciais: defina AWS_ACCESS_KEY_ID e AWS_SECRET_ACCESS_KEY no ambiente ou no arquivo de chaves 0600 (--key-file)."
        ),
        "error.setting.tlsPair": MessageTemplate("Informe --tls-cert e --tls-key juntos, ou nenhum."),
        "error.setting.logLevel": MessageTemplate(
          "--log-level deve ser debug, info, warning ou error, não \"{text}\"."),
        "error.setting.passwordStrength": MessageTemplate(
          "--password-strength deve ser interactive, moderate ou minimal, não \"{text}\"."),
        "error.setting.iceServer": MessageTemplate(
          "--ice-server deve ser stun:HOST:PORT ou turn:HOST:PORT (turns: para TLS), não \"{text}\"."),
        "error.setting.providerURL": MessageTemplate(
          "--provider-url deve ser uma URL http(s) como http://127.0.0.1:11434/v1."),
        "error.setting.providerPreset": MessageTemplate(
          "--provider-preset deve ser ollama, llamacpp, vllm ou openai."),
        "error.models.defaultCapability": MessageTemplate(
          "O modelo padrão \"{id}\" ({capability}) não está registrado com essa capacidade; veja `visor models list`."
        ),
        "error.models.unknown": MessageTemplate(
          "O modelo \"{id}\" não existe; modelos com {capability}: {known}. Veja GET /api/v1/models."),
        "error.models.none": MessageTemplate("nenhum"),
        "error.models.cannotDo": MessageTemplate(
          "O modelo \"{id}\" não faz isto: {capability}. Escolha um que faça em GET /api/v1/models."),
        "error.models.adminAdd": MessageTemplate(
          "Só um administrador pode registrar modelos; peça a um administrador deste Visor."),
        "error.models.adminRemove": MessageTemplate(
          "Só um administrador pode remover modelos; peça a um administrador deste Visor."),
        "error.models.notFound": MessageTemplate(
          "O modelo \"{id}\" não existe; veja `visor models list` (GET /api/v1/models)."),
        "error.models.builtinOrProvider": MessageTemplate(
          "{id} é embutido (ou vem de um provedor configurado) e não pode ser removido; só os adicionados com `visor models add` (custom/NAME) podem."
        ),
        "error.models.builtin": MessageTemplate(
          "{id} é embutido e não pode ser removido; só os adicionados com `visor models add` (custom/NAME) podem."
        ),
        "error.models.customNotFound": MessageTemplate(
          "O modelo custom/{name} não existe; só os adicionados com `visor models add` podem ser removidos (veja `visor models list`)."
        ),
        "error.models.localChatMissing": MessageTemplate("O modelo de chat local não está configurado."),
        "error.gguf.projector": MessageTemplate(
          "O arquivo {file} é um projetor de visão (mmproj, arquitetura clip), não um modelo de chat: adicione o GGUF do modelo de chat e passe este arquivo com --mmproj (\"mmproj\")."
        ),
        "error.gguf.baseModel": MessageTemplate(
          "O arquivo {file} é um modelo de texto base ({architecture}) sem modelo de chat, então não conversa; escolha um GGUF instruct/chat."
        ),
        "error.gguf.notChat": MessageTemplate(
          "O arquivo {file} não é um modelo de chat (a arquitetura é {architecture}); o Visor registra modelos de chat GGUF: escolha um GGUF instruct/chat."
        ),
        "error.gguf.architecture.unknown": MessageTemplate("arquitetura desconhecida"),
        "error.gguf.architecture.notGiven": MessageTemplate("não informada"),
        "error.gguf.notProjector": MessageTemplate(
          "O arquivo de --mmproj {name} não é um projetor de visão CLIP (é {what}); passe o mmproj-….gguf deste modelo, ou omita --mmproj."
        ),
        "error.gguf.what.clipWithoutVision": MessageTemplate("um arquivo clip sem codificador de visão"),
        "error.gguf.what.model": MessageTemplate("um modelo {architecture}"),
        "error.gguf.role.model": MessageTemplate("arquivo do modelo"),
        "error.gguf.role.projector": MessageTemplate("arquivo do projetor (--mmproj)"),
        "error.gguf.missing": MessageTemplate(
          "Não há nada em {path} ({role}); confira o caminho (o servidor do Visor precisa poder lê-lo)."),
        "error.gguf.folder": MessageTemplate(
          "{path} ({role}) é uma pasta; informe o caminho do arquivo .gguf dentro dela."),
        "error.gguf.permissions": MessageTemplate(
          "O Visor não consegue ler {path} ({role}); confira as permissões."),
        "error.gguf.pathRequired": MessageTemplate(
          "O campo \"{field}\" deve ser o caminho de um arquivo .gguf."),
        "error.gguf.absolutePath": MessageTemplate(
          "O campo \"{field}\" deve ser um caminho absoluto no servidor do Visor (por exemplo /models/model.gguf), não {path}."
        ),
        "error.models.name": MessageTemplate(
          "O nome do modelo deve ter de 1 a 40 letras minúsculas, dígitos, - ou _, começando por letra ou dígito (por exemplo \"qwen-small\"); informe-o com --name (\"id\")."
        ),
        "error.models.chatFormat": MessageTemplate(
          "O formato de chat deve ser o nome de um manipulador de chat do llama-cpp-python, como mtmd, llava-1-5 ou qwen2.5-vl."
        ),
        "error.models.chatFormatNeedsProjector": MessageTemplate(
          "Um formato de chat só é usado com um projetor de visão (--mmproj); modelos de texto usam o próprio modelo de chat."
        ),
        "error.models.classifierExists": MessageTemplate(
          "{id} já é um classificador personalizado; escolha outro nome (--name) ou remova-o antes (`visor models remove {name}`)."
        ),
        "error.models.exists": MessageTemplate(
          "Já existe um modelo {id} registrado; escolha outro nome (--name), substitua-o (--replace, \"replace\": true) ou remova-o antes (`visor models remove {name}`)."
        ),
        "error.models.registeredNotFound": MessageTemplate(
          "Não há modelo registrado custom/{name}; veja `visor models list` (GET /api/v1/models)."),
        "error.events.empty": MessageTemplate("O campo \"events\" deve ter pelo menos um evento."),
        "error.events.tooMany": MessageTemplate(
          "Envie no máximo {max} eventos por lote; divida o lote e envie de novo."),
        "error.events.name": MessageTemplate(
          "events[{index}].name deve ter de 1 a 64 caracteres entre letras minúsculas, dígitos, ponto ou sublinhado (por exemplo \"shutter_tap\")."
        ),
        "error.events.properties": MessageTemplate(
          "events[{index}].properties pode ter no máximo {max} entradas, com chaves de até 64 e valores de até 128 caracteres."
        ),
      ]
    case "it":
      return [
        "error.account.username": MessageTemplate(
          "Un nome utente deve avere da 3 a 32 caratteri: lettere minuscole, cifre, punto, trattino o trattino basso."
        ),
        "error.account.passwordTooLong": MessageTemplate(
          "Una password può essere lunga al massimo 1024 byte."),
        "error.account.currentPassword": MessageTemplate(
          "Il campo \"currentPassword\" è obbligatorio: scrivi la password attuale per cambiarla."),
        "error.signIn.codeOrPassword": MessageTemplate(
          "Invia \"code\" oppure \"username\" e \"password\", non entrambi."),
        "error.signIn.usernameMissing": MessageTemplate(
          "Il campo \"username\" è obbligatorio (o invia un \"code\" monouso)."),
        "error.signIn.passwordMissing": MessageTemplate("Il campo \"password\" è obbligatorio."),
        "error.token.name": MessageTemplate(
          "Il campo \"name\" deve avere da 1 a 100 caratteri, ad esempio \"la mia app per iPhone\"."),
        "error.password.hashBusy": MessageTemplate(
          "Il server non è riuscito a elaborare la password in questo momento; riprova."),
        "error.quota.value": MessageTemplate(
          "Il campo \"{field}\" deve essere un numero intero da 0 a {max}, o null per usare il valore predefinito del server."
        ),
        "error.backup.exists": MessageTemplate("{path} esiste già; scegli un altro file o rimuovilo prima."),
        "error.backup.noFolder": MessageTemplate(
          "La cartella {path} non esiste; creala o scegline un'altra."),
        "error.backup.unwritable": MessageTemplate(
          "Impossibile scrivere {path}; scegli una cartella in cui puoi scrivere."),
        "error.backup.noFile": MessageTemplate(
          "Il file {path} non esiste; indica il percorso di un file di `visor backup`."),
        "error.backup.dataDir": MessageTemplate(
          "Impossibile creare {path}; scegline un'altra con --data-dir."),
        "error.backup.checksum": MessageTemplate(
          "{path} nel backup non corrisponde al suo checksum; il backup è danneggiato."),
        "error.backup.outside": MessageTemplate(
          "Il backup indica un percorso fuori dalla cartella dei dati ({path}); è danneggiato."),
        "error.migrate.noEmbedded": MessageTemplate(
          "Non c'è un Visor integrato in {path} (manca visor.sqlite3). Indica la cartella dei dati da copiare con --data-dir."
        ),
        "error.migrate.targets": MessageTemplate(
          "Indica sia il database di destinazione (--to-database) sia il bucket di destinazione (--to-blobs)."
        ),
        "error.config.missing": MessageTemplate(
          "Il file di configurazione {path} non esiste; controlla --config o VISOR_CONFIG."),
        "error.config.unreadable": MessageTemplate(
          "Impossibile leggere il file di configurazione {path}; controllane i permessi."),
        "error.config.invalid": MessageTemplate(
          "Il file di configurazione {path} non è un oggetto JSON di stringhe, numeri, booleani e liste; correggilo (README, Configuration)."
        ),
        "error.config.unknownKey": MessageTemplate(
          "Il file di configurazione ha una chiave sconosciuta \"{key}\"; le chiavi note sono: {known}."),
        "error.config.secret": MessageTemplate(
          "Il file di configurazione non deve contenere \"{key}\": metti i segreti nell'ambiente ({variable}) o nel file delle chiavi 0600 (keyFile)."
        ),
        "error.keyFile.missing": MessageTemplate(
          "Il file delle chiavi {path} non esiste; crealo o togli keyFile."),
        "error.keyFile.permissions": MessageTemplate(
          "Il file delle chiavi {path} è leggibile da altri utenti; esegui `chmod 600 {path}` e riavvia."),
        "error.setting.range": MessageTemplate(
          "{flag} ({variable}) deve essere un numero intero da {low} a {high}, non \"{text}\"."),
        "error.setting.bool": MessageTemplate("{flag} deve essere true o false, non \"{text}\"."),
        "error.setting.blobCredentials": MessageTemplate(
          "--blobs richiede credenziali: imposta AWS_ACCESS_KEY_ID e AWS_SECRET_ACCESS_KEY nell'ambiente o nel file delle chiavi 0600 (--key-file)."
        ),
        "error.setting.tlsPair": MessageTemplate("Indica sia --tls-cert sia --tls-key, o nessuno dei due."),
        "error.setting.logLevel": MessageTemplate(
          "--log-level deve essere debug, info, warning o error, non \"{text}\"."),
        "error.setting.passwordStrength": MessageTemplate(
          "--password-strength deve essere interactive, moderate o minimal, non \"{text}\"."),
        "error.setting.iceServer": MessageTemplate(
          "--ice-server deve essere stun:HOST:PORT o turn:HOST:PORT (turns: per TLS), non \"{text}\"."),
        "error.setting.providerURL": MessageTemplate(
          "--provider-url deve essere un URL http(s) come http://127.0.0.1:11434/v1."),
        "error.setting.providerPreset": MessageTemplate(
          "--provider-preset deve essere ollama, llamacpp, vllm o openai."),
        "error.models.defaultCapability": MessageTemplate(
          "Il modello predefinito \"{id}\" ({capability}) non è registrato con questa capacità; vedi `visor models list`."
        ),
        "error.models.unknown": MessageTemplate(
          "Il modello \"{id}\" non esiste; modelli con {capability}: {known}. Vedi GET /api/v1/models."),
        "error.models.none": MessageTemplate("nessuno"),
        "error.models.cannotDo": MessageTemplate(
          "Il modello \"{id}\" non sa fare questo: {capability}. Scegline uno che lo fa in GET /api/v1/models."
        ),
        "error.models.adminAdd": MessageTemplate(
          "Solo un amministratore può registrare modelli; chiedi a un amministratore di questo Visor."),
        "error.models.adminRemove": MessageTemplate(
          "Solo un amministratore può rimuovere modelli; chiedi a un amministratore di questo Visor."),
        "error.models.notFound": MessageTemplate(
          "Il modello \"{id}\" non esiste; vedi `visor models list` (GET /api/v1/models)."),
        "error.models.builtinOrProvider": MessageTemplate(
          "{id} è integrato (o viene da un provider configurato) e non si può rimuovere; si possono rimuovere solo quelli aggiunti con `visor models add` (custom/NAME)."
        ),
        "error.models.builtin": MessageTemplate(
          "{id} è integrato e non si può rimuovere; si possono rimuovere solo quelli aggiunti con `visor models add` (custom/NAME)."
        ),
        "error.models.customNotFound": MessageTemplate(
          "Il modello custom/{name} non esiste; si possono rimuovere solo quelli aggiunti con `visor models add` (vedi `visor models list`)."
        ),
        "error.models.localChatMissing": MessageTemplate("Il modello di chat locale non è configurato."),
        "error.gguf.projector": MessageTemplate(
          "Il file {file} è un proiettore di visione (mmproj, architettura clip), non un modello di chat: aggiungi il GGUF del modello di chat e passa questo file con --mmproj (\"mmproj\")."
        ),
        "error.gguf.baseModel": MessageTemplate(
          "Il file {file} è un modello di testo di base ({architecture}) senza template di chat, quindi non può chattare; scegli un GGUF instruct/chat."
        ),
        "error.gguf.notChat": MessageTemplate(
          "Il file {file} non è un modello di chat (la sua architettura è {architecture}); Visor registra modelli di chat GGUF: scegli un GGUF instruct/chat."
        ),
        "error.gguf.architecture.unknown": MessageTemplate("architettura sconosciuta"),
        "error.gguf.architecture.notGiven": MessageTemplate("non indicata"),
        "error.gguf.notProjector": MessageTemplate(
          "Il file --mmproj {name} non è un proiettore di visione CLIP (è {what}); passa il mmproj-….gguf di questo modello, o ometti --mmproj."
        ),
        "error.gguf.what.clipWithoutVision": MessageTemplate("un file clip senza codificatore di visione"),
        "error.gguf.what.model": MessageTemplate("un modello {architecture}"),
        "error.gguf.role.model": MessageTemplate("file del modello"),
        "error.gguf.role.projector": MessageTemplate("file del proiettore (--mmproj)"),
        "error.gguf.missing": MessageTemplate(
          "Non c'è niente in {path} ({role}); controlla il percorso (il server Visor deve poterlo leggere)."),
        "error.gguf.folder": MessageTemplate(
          "{path} ({role}) è una cartella; indica il percorso del file .gguf al suo interno."),
        "error.gguf.permissions": MessageTemplate(
          "Visor non riesce a leggere {path} ({role}); controllane i permessi."),
        "error.gguf.pathRequired": MessageTemplate(
          "Il campo \"{field}\" deve essere il percorso di un file .gguf."),
        "error.gguf.absolutePath": MessageTemplate(
          "Il campo \"{field}\" deve essere un percorso assoluto sul server Visor (ad esempio /models/model.gguf), non {path}."
        ),
        "error.models.name": MessageTemplate(
          "Il nome del modello deve avere da 1 a 40 lettere minuscole, cifre, - o _, e iniziare con una lettera o una cifra (ad esempio \"qwen-small\"); indicalo con --name (\"id\")."
        ),
        "error.models.chatFormat": MessageTemplate(
          "Il formato di chat deve essere il nome di un gestore di chat di llama-cpp-python, come mtmd, llava-1-5 o qwen2.5-vl."
        ),
        "error.models.chatFormatNeedsProjector": MessageTemplate(
          "Un formato di chat si usa solo con un proiettore di visione (--mmproj); i modelli di testo usano il proprio template di chat."
        ),
        "error.models.classifierExists": MessageTemplate(
          "{id} è già un classificatore personalizzato; scegli un altro nome (--name) o rimuovilo prima (`visor models remove {name}`)."
        ),
        "error.models.exists": MessageTemplate(
          "Un modello {id} è già registrato; scegli un altro nome (--name), sostituiscilo (--replace, \"replace\": true) o rimuovilo prima (`visor models remove {name}`)."
        ),
        "error.models.registeredNotFound": MessageTemplate(
          "Non c'è un modello registrato custom/{name}; vedi `visor models list` (GET /api/v1/models)."),
        "error.events.empty": MessageTemplate("Il campo \"events\" deve contenere almeno un evento."),
        "error.events.tooMany": MessageTemplate(
          "Invia al massimo {max} eventi per lotto; dividi il lotto e invia di nuovo."),
        "error.events.name": MessageTemplate(
          "events[{index}].name deve avere da 1 a 64 caratteri tra lettere minuscole, cifre, punto o trattino basso (ad esempio \"shutter_tap\")."
        ),
        "error.events.properties": MessageTemplate(
          "events[{index}].properties può contenere al massimo {max} voci, con chiavi fino a 64 e valori fino a 128 caratteri."
        ),
      ]
    case "pl":
      return [
        "error.account.username": MessageTemplate(
          "Nazwa użytkownika musi mieć 3–32 znaki: małe litery, cyfry, kropkę, łącznik lub podkreślnik."),
        "error.account.passwordTooLong": MessageTemplate("Hasło może mieć najwyżej 1024 bajty."),
        "error.account.currentPassword": MessageTemplate(
          "Pole „currentPassword” jest wymagane: wpisz obecne hasło, aby je zmienić."),
        "error.signIn.codeOrPassword": MessageTemplate(
          "Wyślij „code” albo „username” i „password”, nie oba naraz."),
        "error.signIn.usernameMissing": MessageTemplate(
          "Pole „username” jest wymagane (albo wyślij jednorazowy „code”)."),
        "error.signIn.passwordMissing": MessageTemplate("Pole „password” jest wymagane."),
        "error.token.name": MessageTemplate(
          "Pole „name” musi mieć od 1 do 100 znaków, np. „moja aplikacja na iPhone’a”."),
        "error.password.hashBusy": MessageTemplate(
          "Serwer nie zdołał teraz przetworzyć hasła; spróbuj ponownie."),
        "error.quota.value": MessageTemplate(
          "Pole „{field}” musi być liczbą całkowitą od 0 do {max} albo null, aby użyć domyślnej wartości serwera."
        ),
        "error.backup.exists": MessageTemplate(
          "{path} już istnieje; wybierz inny plik albo najpierw go usuń."),
        "error.backup.noFolder": MessageTemplate("Folder {path} nie istnieje; utwórz go albo wybierz inny."),
        "error.backup.unwritable": MessageTemplate(
          "Nie można zapisać {path}; wybierz folder z prawem zapisu."),
        "error.backup.noFile": MessageTemplate("Nie ma pliku {path}; podaj ścieżkę pliku z `visor backup`."),
        "error.backup.dataDir": MessageTemplate("Nie można utworzyć {path}; wybierz inny przez --data-dir."),
        "error.backup.checksum": MessageTemplate(
          "{path} w kopii nie zgadza się z sumą kontrolną; kopia jest uszkodzona."),
        "error.backup.outside": MessageTemplate(
          "Kopia wskazuje ścieżkę poza folderem danych ({path}); jest uszkodzona."),
        "error.migrate.noEmbedded": MessageTemplate(
          "W {path} nie ma wbudowanego Visora (brak visor.sqlite3). Podaj folder danych do skopiowania przez --data-dir."
        ),
        "error.migrate.targets": MessageTemplate(
          "Podaj zarówno docelową bazę danych (--to-database), jak i docelowy bucket (--to-blobs)."),
        "error.config.missing": MessageTemplate(
          "Plik konfiguracji {path} nie istnieje; sprawdź --config lub VISOR_CONFIG."),
        "error.config.unreadable": MessageTemplate(
          "Nie udało się odczytać pliku konfiguracji {path}; sprawdź jego uprawnienia."),
        "error.config.invalid": MessageTemplate(
          "Plik konfiguracji {path} nie jest obiektem JSON z tekstów, liczb, wartości logicznych i list; popraw go (README, Configuration)."
        ),
        "error.config.unknownKey": MessageTemplate(
          "Plik konfiguracji ma nieznany klucz „{key}”; znane klucze: {known}."),
        "error.config.secret": MessageTemplate(
          "Plik konfiguracji nie może zawierać „{key}”: sekrety trzymaj w środowisku ({variable}) albo w pliku kluczy 0600 (keyFile)."
        ),
        "error.keyFile.missing": MessageTemplate(
          "Plik kluczy {path} nie istnieje; utwórz go albo usuń keyFile."),
        "error.keyFile.permissions": MessageTemplate(
          "Plik kluczy {path} mogą czytać inni użytkownicy; uruchom `chmod 600 {path}` i wystartuj ponownie."),
        "error.setting.range": MessageTemplate(
          "{flag} ({variable}) musi być liczbą całkowitą od {low} do {high}, a nie „{text}”."),
        "error.setting.bool": MessageTemplate("{flag} musi mieć wartość true albo false, a nie „{text}”."),
        "error.setting.blobCredentials": MessageTemplate(
          "--blobs wymaga danych dostępowych: ustaw AWS_ACCESS_KEY_ID i AWS_SECRET_ACCESS_KEY w środowisku albo w pliku kluczy 0600 (--key-file)."
        ),
        "error.setting.tlsPair": MessageTemplate("Podaj jednocześnie --tls-cert i --tls-key albo żadnego."),
        "error.setting.logLevel": MessageTemplate(
          "--log-level musi mieć wartość debug, info, warning albo error, a nie „{text}”."),
        "error.setting.passwordStrength": MessageTemplate(
          "--password-strength musi mieć wartość interactive, moderate albo minimal, a nie „{text}”."),
        "error.setting.iceServer": MessageTemplate(
          "--ice-server musi mieć postać stun:HOST:PORT lub turn:HOST:PORT (turns: dla TLS), a nie „{text}”."),
        "error.setting.providerURL": MessageTemplate(
          "--provider-url musi być adresem http(s), np. http://127.0.0.1:11434/v1."),
        "error.setting.providerPreset": MessageTemplate(
          "--provider-preset musi mieć wartość ollama, llamacpp, vllm albo openai."),
        "error.models.defaultCapability": MessageTemplate(
          "Domyślny model „{id}” ({capability}) nie jest zarejestrowany z tą możliwością; zobacz `visor models list`."
        ),
        "error.models.unknown": MessageTemplate(
          "Nie ma modelu „{id}”; modele z możliwością ({capability}): {known}. Zobacz GET /api/v1/models."),
        "error.models.none": MessageTemplate("brak"),
        "error.models.cannotDo": MessageTemplate(
          "Model „{id}” tego nie potrafi: {capability}. Wybierz taki, który to potrafi, z GET /api/v1/models."
        ),
        "error.models.adminAdd": MessageTemplate(
          "Modele może rejestrować tylko administrator; poproś administratora tego Visora."),
        "error.models.adminRemove": MessageTemplate(
          "Modele może usuwać tylko administrator; poproś administratora tego Visora."),
        "error.models.notFound": MessageTemplate(
          "Nie ma modelu „{id}”; zobacz `visor models list` (GET /api/v1/models)."),
        "error.models.builtinOrProvider": MessageTemplate(
          "{id} jest wbudowany (albo pochodzi od skonfigurowanego dostawcy) i nie da się go usunąć; usuwać można tylko modele dodane przez `visor models add` (custom/NAME)."
        ),
        "error.models.builtin": MessageTemplate(
          "{id} jest wbudowany i nie da się go usunąć; usuwać można tylko modele dodane przez `visor models add` (custom/NAME)."
        ),
        "error.models.customNotFound": MessageTemplate(
          "Nie ma modelu custom/{name}; usuwać można tylko modele dodane przez `visor models add` (zobacz `visor models list`)."
        ),
        "error.models.localChatMissing": MessageTemplate("Lokalny model czatu nie jest skonfigurowany."),
        "error.gguf.projector": MessageTemplate(
          "Plik {file} to projektor wizji (mmproj, architektura clip), a nie model czatu — dodaj GGUF modelu czatu i podaj ten plik przez --mmproj („mmproj”)."
        ),
        "error.gguf.baseModel": MessageTemplate(
          "Plik {file} to bazowy model tekstowy ({architecture}) bez szablonu czatu, więc nie może czatować — wybierz GGUF typu instruct/chat."
        ),
        "error.gguf.notChat": MessageTemplate(
          "Plik {file} nie jest modelem czatu (architektura: {architecture}) — Visor rejestruje modele czatu GGUF; wybierz GGUF typu instruct/chat."
        ),
        "error.gguf.architecture.unknown": MessageTemplate("nieznana architektura"),
        "error.gguf.architecture.notGiven": MessageTemplate("nie podano"),
        "error.gguf.notProjector": MessageTemplate(
          "Plik --mmproj {name} nie jest projektorem wizji CLIP (to: {what}) — podaj mmproj-….gguf tego modelu albo pomiń --mmproj."
        ),
        "error.gguf.what.clipWithoutVision": MessageTemplate("plik clip bez kodera wizji"),
        "error.gguf.what.model": MessageTemplate("model {architecture}"),
        "error.gguf.role.model": MessageTemplate("plik modelu"),
        "error.gguf.role.projector": MessageTemplate("plik projektora (--mmproj)"),
        "error.gguf.missing": MessageTemplate(
          "Pod {path} nic nie ma ({role}) — sprawdź ścieżkę (serwer Visora musi móc ją odczytać)."),
        "error.gguf.folder": MessageTemplate(
          "{path} ({role}) to folder — podaj ścieżkę pliku .gguf w środku."),
        "error.gguf.permissions": MessageTemplate(
          "Visor nie może odczytać {path} ({role}) — sprawdź uprawnienia."),
        "error.gguf.pathRequired": MessageTemplate("Pole „{field}” musi być ścieżką pliku .gguf."),
        "error.gguf.absolutePath": MessageTemplate(
          "Pole „{field}” musi być ścieżką bezwzględną na serwerze Visora (np. /models/model.gguf), a nie {path}."
        ),
        "error.models.name": MessageTemplate(
          "Nazwa modelu musi mieć 1–40 małych liter, cyfr, - lub _ i zaczynać się od litery lub cyfry (np. „qwen-small”); podaj ją przez --name („id”)."
        ),
        "error.models.chatFormat": MessageTemplate(
          "Format czatu musi być nazwą obsługi czatu z llama-cpp-python, np. mtmd, llava-1-5 lub qwen2.5-vl."),
        "error.models.chatFormatNeedsProjector": MessageTemplate(
          "Format czatu stosuje się tylko z projektorem wizji (--mmproj); modele tekstowe mają własny szablon czatu."
        ),
        "error.models.classifierExists": MessageTemplate(
          "{id} to już własny klasyfikator; wybierz inną nazwę (--name) albo najpierw go usuń (`visor models remove {name}`)."
        ),
        "error.models.exists": MessageTemplate(
          "Model {id} jest już zarejestrowany; wybierz inną nazwę (--name), zastąp go (--replace, „replace”: true) albo najpierw usuń (`visor models remove {name}`)."
        ),
        "error.models.registeredNotFound": MessageTemplate(
          "Nie ma zarejestrowanego modelu custom/{name}; zobacz `visor models list` (GET /api/v1/models)."),
        "error.events.empty": MessageTemplate("Pole „events” musi zawierać co najmniej jedno zdarzenie."),
        "error.events.tooMany": MessageTemplate(
          "Wysyłaj najwyżej tyle zdarzeń w partii: {max}; podziel partię i wyślij ponownie."),
        "error.events.name": MessageTemplate(
          "events[{index}].name musi mieć 1–64 znaki: małe litery, cyfry, kropkę lub podkreślnik (np. „shutter_tap”)."
        ),
        "error.events.properties": MessageTemplate(
          "events[{index}].properties może mieć najwyżej tyle wpisów: {max}, z kluczami do 64 i wartościami do 128 znaków."
        ),
      ]
    case "tr":
      return [
        "error.account.username": MessageTemplate(
          "Kullanıcı adı 3–32 karakter olmalı: küçük harf, rakam, nokta, kısa çizgi ya da alt çizgi."),
        "error.account.passwordTooLong": MessageTemplate("Parola en fazla 1024 bayt uzunluğunda olabilir."),
        "error.account.currentPassword": MessageTemplate(
          "\"currentPassword\" alanı zorunlu: değiştirmek için geçerli parolanızı yazın."),
        "error.signIn.codeOrPassword": MessageTemplate(
          "Ya \"code\" ya da \"username\" ve \"password\" gönderin, ikisini birden değil."),
        "error.signIn.usernameMissing": MessageTemplate(
          "\"username\" alanı zorunlu (ya da tek kullanımlık bir \"code\" gönderin)."),
        "error.signIn.passwordMissing": MessageTemplate("\"password\" alanı zorunlu."),
        "error.token.name": MessageTemplate(
          "\"name\" alanı 1 ile 100 karakter arasında olmalı, örneğin \"iPhone uygulamam\"."),
        "error.password.hashBusy": MessageTemplate("Sunucu parolayı şu anda işleyemedi; yeniden deneyin."),
        "error.quota.value": MessageTemplate(
          "\"{field}\" alanı 0 ile {max} arasında bir tam sayı ya da sunucunun varsayılanı için null olmalı."),
        "error.backup.exists": MessageTemplate(
          "{path} zaten var; başka bir dosya seçin ya da önce onu silin."),
        "error.backup.noFolder": MessageTemplate(
          "{path} klasörü yok; oluşturun ya da başka bir klasör seçin."),
        "error.backup.unwritable": MessageTemplate("{path} yazılamıyor; yazabileceğiniz bir klasör seçin."),
        "error.backup.noFile": MessageTemplate(
          "{path} diye bir dosya yok; bir `visor backup` dosyasının yolunu verin."),
        "error.backup.dataDir": MessageTemplate("{path} oluşturulamıyor; --data-dir ile başkasını seçin."),
        "error.backup.checksum": MessageTemplate(
          "Yedekteki {path} sağlama toplamıyla uyuşmuyor; yedek bozuk."),
        "error.backup.outside": MessageTemplate(
          "Yedek, veri klasörünün dışında bir yol içeriyor ({path}); bozuk."),
        "error.migrate.noEmbedded": MessageTemplate(
          "{path} içinde gömülü bir Visor yok (visor.sqlite3 yok). Kopyalanacak veri klasörünü --data-dir ile verin."
        ),
        "error.migrate.targets": MessageTemplate(
          "Hem hedef veritabanını (--to-database) hem de hedef bucket'ı (--to-blobs) verin."),
        "error.config.missing": MessageTemplate(
          "{path} yapılandırma dosyası yok; --config ya da VISOR_CONFIG değerini kontrol edin."),
        "error.config.unreadable": MessageTemplate(
          "{path} yapılandırma dosyası okunamadı; izinlerini kontrol edin."),
        "error.config.invalid": MessageTemplate(
          "{path} yapılandırma dosyası metin, sayı, mantıksal değer ve listelerden oluşan bir JSON nesnesi değil; düzeltin (README, Configuration)."
        ),
        "error.config.unknownKey": MessageTemplate(
          "Yapılandırma dosyasında bilinmeyen bir anahtar var: \"{key}\"; bilinen anahtarlar: {known}."),
        "error.config.secret": MessageTemplate(
          "Yapılandırma dosyası \"{key}\" içermemeli: gizli bilgileri ortama ({variable}) ya da 0600 anahtar dosyasına (keyFile) koyun."
        ),
        "error.keyFile.missing": MessageTemplate(
          "{path} anahtar dosyası yok; oluşturun ya da keyFile ayarını kaldırın."),
        "error.keyFile.permissions": MessageTemplate(
          "{path} anahtar dosyasını başka kullanıcılar okuyabiliyor; `chmod 600 {path}` çalıştırıp yeniden başlatın."
        ),
        "error.setting.range": MessageTemplate(
          "{flag} ({variable}) {low} ile {high} arasında bir tam sayı olmalı, \"{text}\" değil."),
        "error.setting.bool": MessageTemplate("{flag} true ya da false olmalı, \"{text}\" değil."),
        "error.setting.blobCredentials": MessageTemplate(
          "--blobs kimlik bilgisi ister: AWS_ACCESS_KEY_ID ve AWS_SECRET_ACCESS_KEY değerlerini ortamda ya da 0600 anahtar dosyasında (--key-file) ayarlayın."
        ),
        "error.setting.tlsPair": MessageTemplate(
          "--tls-cert ve --tls-key'i birlikte verin ya da hiçbirini vermeyin."),
        "error.setting.logLevel": MessageTemplate(
          "--log-level debug, info, warning ya da error olmalı, \"{text}\" değil."),
        "error.setting.passwordStrength": MessageTemplate(
          "--password-strength interactive, moderate ya da minimal olmalı, \"{text}\" değil."),
        "error.setting.iceServer": MessageTemplate(
          "--ice-server stun:HOST:PORT ya da turn:HOST:PORT olmalı (TLS için turns:), \"{text}\" değil."),
        "error.setting.providerURL": MessageTemplate(
          "--provider-url, http://127.0.0.1:11434/v1 gibi bir http(s) URL'si olmalı."),
        "error.setting.providerPreset": MessageTemplate(
          "--provider-preset ollama, llamacpp, vllm ya da openai olmalı."),
        "error.models.defaultCapability": MessageTemplate(
          "Varsayılan model \"{id}\" ({capability}) bu yetenekle kayıtlı değil; `visor models list`'e bakın."),
        "error.models.unknown": MessageTemplate(
          "\"{id}\" adında bir model yok; {capability} yeteneği olan modeller: {known}. GET /api/v1/models'e bakın."
        ),
        "error.models.none": MessageTemplate("yok"),
        "error.models.cannotDo": MessageTemplate(
          "\"{id}\" modeli bunu yapamaz: {capability}. GET /api/v1/models içinden bunu yapabilen birini seçin."
        ),
        "error.models.adminAdd": MessageTemplate(
          "Modelleri yalnızca bir yönetici kaydedebilir; bu Visor'ın bir yöneticisine sorun."),
        "error.models.adminRemove": MessageTemplate(
          "Modelleri yalnızca bir yönetici kaldırabilir; bu Visor'ın bir yöneticisine sorun."),
        "error.models.notFound": MessageTemplate(
          "\"{id}\" adında bir model yok; `visor models list`'e (GET /api/v1/models) bakın."),
        "error.models.builtinOrProvider": MessageTemplate(
          "{id} yerleşik (ya da yapılandırılmış bir sağlayıcıdan geliyor) ve kaldırılamaz; yalnızca `visor models add` ile eklenenler (custom/NAME) kaldırılabilir."
        ),
        "error.models.builtin": MessageTemplate(
          "{id} yerleşik ve kaldırılamaz; yalnızca `visor models add` ile eklenenler (custom/NAME) kaldırılabilir."
        ),
        "error.models.customNotFound": MessageTemplate(
          "custom/{name} adında bir model yok; yalnızca `visor models add` ile eklenenler kaldırılabilir (`visor models list`'e bakın)."
        ),
        "error.models.localChatMissing": MessageTemplate("Yerel sohbet modeli yapılandırılmamış."),
        "error.gguf.projector": MessageTemplate(
          "{file} dosyası bir görme projektörü (mmproj, mimari clip), sohbet modeli değil; sohbet modelinin GGUF'unu ekleyip bu dosyayı --mmproj (\"mmproj\") ile verin."
        ),
        "error.gguf.baseModel": MessageTemplate(
          "{file} dosyası sohbet şablonu olmayan temel bir metin modeli ({architecture}), bu yüzden sohbet edemez; instruct/chat türünde bir GGUF seçin."
        ),
        "error.gguf.notChat": MessageTemplate(
          "{file} dosyası bir sohbet modeli değil (mimarisi: {architecture}); Visor GGUF sohbet modellerini kaydeder, instruct/chat türünde bir GGUF seçin."
        ),
        "error.gguf.architecture.unknown": MessageTemplate("bilinmeyen mimari"),
        "error.gguf.architecture.notGiven": MessageTemplate("belirtilmemiş"),
        "error.gguf.notProjector": MessageTemplate(
          "--mmproj dosyası {name} bir CLIP görme projektörü değil ({what}); bu modele ait mmproj-….gguf dosyasını verin ya da --mmproj kullanmayın."
        ),
        "error.gguf.what.clipWithoutVision": MessageTemplate("görme kodlayıcısı olmayan bir clip dosyası"),
        "error.gguf.what.model": MessageTemplate("bir {architecture} modeli"),
        "error.gguf.role.model": MessageTemplate("model dosyası"),
        "error.gguf.role.projector": MessageTemplate("projektör dosyası (--mmproj)"),
        "error.gguf.missing": MessageTemplate(
          "{path} konumunda bir şey yok ({role}); yolu kontrol edin (Visor sunucusu okuyabilmeli)."),
        "error.gguf.folder": MessageTemplate(
          "{path} ({role}) bir klasör; içindeki .gguf dosyasının yolunu verin."),
        "error.gguf.permissions": MessageTemplate(
          "Visor {path} ({role}) dosyasını okuyamıyor; izinlerini kontrol edin."),
        "error.gguf.pathRequired": MessageTemplate("\"{field}\" alanı bir .gguf dosyasının yolu olmalı."),
        "error.gguf.absolutePath": MessageTemplate(
          "\"{field}\" alanı Visor sunucusunda mutlak bir yol olmalı (örneğin /models/model.gguf), {path} değil."
        ),
        "error.models.name": MessageTemplate(
          "Model adı harf ya da rakamla başlayan 1–40 küçük harf, rakam, - veya _ olmalı (örneğin \"qwen-small\"); --name (\"id\") ile verin."
        ),
        "error.models.chatFormat": MessageTemplate(
          "Sohbet biçimi, mtmd, llava-1-5 ya da qwen2.5-vl gibi bir llama-cpp-python sohbet işleyicisi adı olmalı."
        ),
        "error.models.chatFormatNeedsProjector": MessageTemplate(
          "Sohbet biçimi yalnızca bir görme projektörüyle (--mmproj) kullanılır; metin modelleri kendi sohbet şablonlarını kullanır."
        ),
        "error.models.classifierExists": MessageTemplate(
          "{id} zaten bir özel sınıflandırıcı; başka bir ad seçin (--name) ya da önce kaldırın (`visor models remove {name}`)."
        ),
        "error.models.exists": MessageTemplate(
          "{id} modeli zaten kayıtlı; başka bir ad seçin (--name), yerine koyun (--replace, \"replace\": true) ya da önce kaldırın (`visor models remove {name}`)."
        ),
        "error.models.registeredNotFound": MessageTemplate(
          "custom/{name} adında kayıtlı bir model yok; `visor models list`'e (GET /api/v1/models) bakın."),
        "error.events.empty": MessageTemplate("\"events\" alanı en az bir olay içermeli."),
        "error.events.tooMany": MessageTemplate(
          "Toplu gönderim başına en fazla {max} olay gönderin; toplu gönderimi bölüp yeniden gönderin."),
        "error.events.name": MessageTemplate(
          "events[{index}].name küçük harf, rakam, nokta ya da alt çizgiden oluşan 1–64 karakter olmalı (örneğin \"shutter_tap\")."
        ),
        "error.events.properties": MessageTemplate(
          "events[{index}].properties en fazla {max} girdi içerebilir; anahtarlar en çok 64, değerler en çok 128 karakter."
        ),
      ]
    case "ru":
      return [
        "error.account.username": MessageTemplate(
          "Имя пользователя — от 3 до 32 символов: строчные латинские буквы, цифры, точка, дефис или подчёркивание."
        ),
        "error.account.passwordTooLong": MessageTemplate("Пароль может быть не длиннее 1024 байт."),
        "error.account.currentPassword": MessageTemplate(
          "Поле «currentPassword» обязательно: введите текущий пароль, чтобы сменить его."),
        "error.signIn.codeOrPassword": MessageTemplate(
          "Отправьте либо «code», либо «username» и «password», но не всё сразу."),
        "error.signIn.usernameMissing": MessageTemplate(
          "Поле «username» обязательно (или отправьте одноразовый «code»)."),
        "error.signIn.passwordMissing": MessageTemplate("Поле «password» обязательно."),
        "error.token.name": MessageTemplate(
          "В поле «name» — от 1 до 100 символов, например «моё приложение для iPhone»."),
        "error.password.hashBusy": MessageTemplate(
          "Сервер не смог сейчас обработать пароль; попробуйте ещё раз."),
        "error.quota.value": MessageTemplate(
          "Поле «{field}» — целое число от 0 до {max} или null, чтобы взять значение сервера по умолчанию."),
        "error.backup.exists": MessageTemplate(
          "{path} уже существует; выберите другой файл или сначала удалите его."),
        "error.backup.noFolder": MessageTemplate("Папки {path} нет; создайте её или выберите другую."),
        "error.backup.unwritable": MessageTemplate(
          "Не удаётся записать {path}; выберите папку, доступную для записи."),
        "error.backup.noFile": MessageTemplate("Файла {path} нет; укажите путь к файлу `visor backup`."),
        "error.backup.dataDir": MessageTemplate(
          "Не удаётся создать {path}; выберите другую папку через --data-dir."),
        "error.backup.checksum": MessageTemplate(
          "{path} в резервной копии не совпадает с контрольной суммой; копия повреждена."),
        "error.backup.outside": MessageTemplate(
          "Резервная копия указывает путь вне папки данных ({path}); она повреждена."),
        "error.migrate.noEmbedded": MessageTemplate(
          "В {path} нет встроенного Visor (нет visor.sqlite3). Укажите папку данных для копирования через --data-dir."
        ),
        "error.migrate.targets": MessageTemplate(
          "Укажите и целевую базу данных (--to-database), и целевой бакет (--to-blobs)."),
        "error.config.missing": MessageTemplate(
          "Файла настроек {path} нет; проверьте --config или VISOR_CONFIG."),
        "error.config.unreadable": MessageTemplate(
          "Не удалось прочитать файл настроек {path}; проверьте права доступа."),
        "error.config.invalid": MessageTemplate(
          "Файл настроек {path} — не объект JSON из строк, чисел, логических значений и списков; исправьте его (README, Configuration)."
        ),
        "error.config.unknownKey": MessageTemplate(
          "В файле настроек неизвестный ключ «{key}»; известные ключи: {known}."),
        "error.config.secret": MessageTemplate(
          "В файле настроек не должно быть «{key}»: храните секреты в окружении ({variable}) или в файле ключей 0600 (keyFile)."
        ),
        "error.keyFile.missing": MessageTemplate(
          "Файла ключей {path} нет; создайте его или уберите keyFile."),
        "error.keyFile.permissions": MessageTemplate(
          "Файл ключей {path} доступен другим пользователям; выполните `chmod 600 {path}` и запустите снова."),
        "error.setting.range": MessageTemplate(
          "{flag} ({variable}) — целое число от {low} до {high}, а не «{text}»."),
        "error.setting.bool": MessageTemplate("{flag} — true или false, а не «{text}»."),
        "error.setting.blobCredentials": MessageTemplate(
          "--blobs нужны учётные данные: задайте AWS_ACCESS_KEY_ID и AWS_SECRET_ACCESS_KEY в окружении или в файле ключей 0600 (--key-file)."
        ),
        "error.setting.tlsPair": MessageTemplate("Укажите и --tls-cert, и --tls-key или ни одного."),
        "error.setting.logLevel": MessageTemplate(
          "--log-level — debug, info, warning или error, а не «{text}»."),
        "error.setting.passwordStrength": MessageTemplate(
          "--password-strength — interactive, moderate или minimal, а не «{text}»."),
        "error.setting.iceServer": MessageTemplate(
          "--ice-server — stun:HOST:PORT или turn:HOST:PORT (turns: для TLS), а не «{text}»."),
        "error.setting.providerURL": MessageTemplate(
          "--provider-url — адрес http(s), например http://127.0.0.1:11434/v1."),
        "error.setting.providerPreset": MessageTemplate(
          "--provider-preset — ollama, llamacpp, vllm или openai."),
        "error.models.defaultCapability": MessageTemplate(
          "Модель по умолчанию «{id}» ({capability}) не зарегистрирована с этой возможностью; см. `visor models list`."
        ),
        "error.models.unknown": MessageTemplate(
          "Модели «{id}» нет; модели с возможностью ({capability}): {known}. См. GET /api/v1/models."),
        "error.models.none": MessageTemplate("нет"),
        "error.models.cannotDo": MessageTemplate(
          "Модель «{id}» этого не умеет: {capability}. Выберите ту, что умеет, в GET /api/v1/models."),
        "error.models.adminAdd": MessageTemplate(
          "Регистрировать модели может только администратор; обратитесь к администратору этого Visor."),
        "error.models.adminRemove": MessageTemplate(
          "Удалять модели может только администратор; обратитесь к администратору этого Visor."),
        "error.models.notFound": MessageTemplate(
          "Модели «{id}» нет; см. `visor models list` (GET /api/v1/models)."),
        "error.models.builtinOrProvider": MessageTemplate(
          "{id} встроена (или пришла от настроенного провайдера) и не удаляется; удалить можно только модели, добавленные через `visor models add` (custom/NAME)."
        ),
        "error.models.builtin": MessageTemplate(
          "{id} встроена и не удаляется; удалить можно только модели, добавленные через `visor models add` (custom/NAME)."
        ),
        "error.models.customNotFound": MessageTemplate(
          "Модели custom/{name} нет; удалить можно только модели, добавленные через `visor models add` (см. `visor models list`)."
        ),
        "error.models.localChatMissing": MessageTemplate("Локальная модель чата не настроена."),
        "error.gguf.projector": MessageTemplate(
          "Файл {file} — проектор зрения (mmproj, архитектура clip), а не модель чата — добавьте GGUF модели чата и передайте этот файл через --mmproj («mmproj»)."
        ),
        "error.gguf.baseModel": MessageTemplate(
          "Файл {file} — базовая текстовая модель ({architecture}) без шаблона чата, поэтому общаться она не может — выберите GGUF типа instruct/chat."
        ),
        "error.gguf.notChat": MessageTemplate(
          "Файл {file} — не модель чата (архитектура: {architecture}) — Visor регистрирует модели чата GGUF; выберите GGUF типа instruct/chat."
        ),
        "error.gguf.architecture.unknown": MessageTemplate("неизвестная архитектура"),
        "error.gguf.architecture.notGiven": MessageTemplate("не указана"),
        "error.gguf.notProjector": MessageTemplate(
          "Файл --mmproj {name} — не проектор зрения CLIP (это {what}) — передайте mmproj-….gguf этой модели или уберите --mmproj."
        ),
        "error.gguf.what.clipWithoutVision": MessageTemplate("файл clip без кодировщика зрения"),
        "error.gguf.what.model": MessageTemplate("модель {architecture}"),
        "error.gguf.role.model": MessageTemplate("файл модели"),
        "error.gguf.role.projector": MessageTemplate("файл проектора (--mmproj)"),
        "error.gguf.missing": MessageTemplate(
          "По пути {path} ничего нет ({role}) — проверьте путь (сервер Visor должен иметь к нему доступ)."),
        "error.gguf.folder": MessageTemplate(
          "{path} ({role}) — папка; укажите путь к файлу .gguf внутри неё."),
        "error.gguf.permissions": MessageTemplate(
          "Visor не может прочитать {path} ({role}) — проверьте права доступа."),
        "error.gguf.pathRequired": MessageTemplate("Поле «{field}» должно быть путём к файлу .gguf."),
        "error.gguf.absolutePath": MessageTemplate(
          "Поле «{field}» — абсолютный путь на сервере Visor (например, /models/model.gguf), а не {path}."),
        "error.models.name": MessageTemplate(
          "Имя модели — от 1 до 40 строчных латинских букв, цифр, - или _, начиная с буквы или цифры (например, «qwen-small»); задайте его через --name («id»)."
        ),
        "error.models.chatFormat": MessageTemplate(
          "Формат чата — имя обработчика чата llama-cpp-python, например mtmd, llava-1-5 или qwen2.5-vl."),
        "error.models.chatFormatNeedsProjector": MessageTemplate(
          "Формат чата нужен только с проектором зрения (--mmproj); текстовые модели используют свой шаблон чата."
        ),
        "error.models.classifierExists": MessageTemplate(
          "{id} уже пользовательский классификатор; выберите другое имя (--name) или сначала удалите его (`visor models remove {name}`)."
        ),
        "error.models.exists": MessageTemplate(
          "Модель {id} уже зарегистрирована; выберите другое имя (--name), замените её (--replace, «replace»: true) или сначала удалите (`visor models remove {name}`)."
        ),
        "error.models.registeredNotFound": MessageTemplate(
          "Зарегистрированной модели custom/{name} нет; см. `visor models list` (GET /api/v1/models)."),
        "error.events.empty": MessageTemplate("В поле «events» должно быть хотя бы одно событие."),
        "error.events.tooMany": MessageTemplate(
          "Отправляйте не больше {max} событий за раз (предел); разделите пакет и отправьте снова."),
        "error.events.name": MessageTemplate(
          "events[{index}].name — от 1 до 64 символов из строчных латинских букв, цифр, точки или подчёркивания (например, «shutter_tap»)."
        ),
        "error.events.properties": MessageTemplate(
          "В events[{index}].properties не больше {max} записей (предел), ключи до 64 символов, значения до 128."
        ),
      ]
    case "ar":
      return [
        "error.account.username": MessageTemplate(
          "يجب أن يتكوّن اسم المستخدم من 3 إلى 32 محرفًا: أحرف صغيرة أو أرقام أو نقطة أو شرطة أو شرطة سفلية."),
        "error.account.passwordTooLong": MessageTemplate("يمكن أن تكون كلمة المرور 1024 بايت على الأكثر."),
        "error.account.currentPassword": MessageTemplate(
          "الحقل \"currentPassword\" مطلوب: اكتب كلمة مرورك الحالية لتغييرها."),
        "error.signIn.codeOrPassword": MessageTemplate(
          "أرسل \"code\" أو \"username\" و\"password\"، لا الاثنين."),
        "error.signIn.usernameMissing": MessageTemplate(
          "الحقل \"username\" مطلوب (أو أرسل \"code\" لمرة واحدة)."),
        "error.signIn.passwordMissing": MessageTemplate("الحقل \"password\" مطلوب."),
        "error.token.name": MessageTemplate(
          "يجب أن يحوي الحقل \"name\" من 1 إلى 100 حرف، مثل \"تطبيقي على iPhone\"."),
        "error.password.hashBusy": MessageTemplate("لم يستطع الخادم معالجة كلمة المرور الآن؛ حاول مرة أخرى."),
        "error.quota.value": MessageTemplate(
          "يجب أن يكون الحقل \"{field}\" عددًا صحيحًا من 0 إلى {max}، أو null لاستخدام القيمة الافتراضية للخادم."
        ),
        "error.backup.exists": MessageTemplate("{path} موجود بالفعل؛ اختر ملفًا آخر، أو احذفه أولًا."),
        "error.backup.noFolder": MessageTemplate("المجلد {path} غير موجود؛ أنشئه أو اختر غيره."),
        "error.backup.unwritable": MessageTemplate("يتعذّر كتابة {path}؛ اختر مجلدًا يمكنك الكتابة فيه."),
        "error.backup.noFile": MessageTemplate("لا يوجد ملف {path}؛ أعطِ مسار ملف من `visor backup`."),
        "error.backup.dataDir": MessageTemplate("يتعذّر إنشاء {path}؛ اختر غيره بـ‎--data-dir‎."),
        "error.backup.checksum": MessageTemplate(
          "لا يطابق {path} في النسخة الاحتياطية مجموعَه الاختباري؛ النسخة تالفة."),
        "error.backup.outside": MessageTemplate(
          "تذكر النسخة الاحتياطية مسارًا خارج مجلد البيانات ({path})؛ إنها تالفة."),
        "error.migrate.noEmbedded": MessageTemplate(
          "لا يوجد Visor مدمج في {path} (لا يوجد visor.sqlite3). أعطِ مجلد البيانات المراد نسخه بـ‎--data-dir‎."
        ),
        "error.migrate.targets": MessageTemplate(
          "أعطِ قاعدة البيانات الهدف (‎--to-database‎) والحاوية الهدف (‎--to-blobs‎) كلتيهما."),
        "error.config.missing": MessageTemplate(
          "ملف الإعدادات {path} غير موجود؛ تحقّق من ‎--config‎ أو VISOR_CONFIG."),
        "error.config.unreadable": MessageTemplate("تعذّرت قراءة ملف الإعدادات {path}؛ تحقّق من أذوناته."),
        "error.config.invalid": MessageTemplate(
          "ملف الإعدادات {path} ليس كائن JSON من نصوص وأرقام وقيم منطقية وقوائم؛ أصلحه (README، Configuration)."
        ),
        "error.config.unknownKey": MessageTemplate(
          "في ملف الإعدادات مفتاح غير معروف \"{key}\"؛ المفاتيح المعروفة: {known}."),
        "error.config.secret": MessageTemplate(
          "يجب ألا يحوي ملف الإعدادات \"{key}\": ضع الأسرار في البيئة ({variable}) أو في ملف المفاتيح 0600 ‏(keyFile)."
        ),
        "error.keyFile.missing": MessageTemplate("ملف المفاتيح {path} غير موجود؛ أنشئه أو ألغِ keyFile."),
        "error.keyFile.permissions": MessageTemplate(
          "ملف المفاتيح {path} مقروء لمستخدمين آخرين؛ شغّل `chmod 600 {path}` وابدأ من جديد."),
        "error.setting.range": MessageTemplate(
          "يجب أن يكون {flag} ‏({variable}) عددًا صحيحًا من {low} إلى {high}، وليس \"{text}\"."),
        "error.setting.bool": MessageTemplate("يجب أن يكون {flag} ‏true أو false، وليس \"{text}\"."),
        "error.setting.blobCredentials": MessageTemplate(
          "يحتاج ‎--blobs‎ إلى بيانات اعتماد: اضبط AWS_ACCESS_KEY_ID وAWS_SECRET_ACCESS_KEY في البيئة أو في ملف المفاتيح 0600 ‏(‎--key-file‎)."
        ),
        "error.setting.tlsPair": MessageTemplate("أعطِ ‎--tls-cert‎ و‎--tls-key‎ معًا، أو لا تعطِ أيًّا منهما."),
        "error.setting.logLevel": MessageTemplate(
          "يجب أن يكون ‎--log-level‎ ‏debug أو info أو warning أو error، وليس \"{text}\"."),
        "error.setting.passwordStrength": MessageTemplate(
          "يجب أن يكون ‎--password-strength‎ ‏interactive أو moderate أو minimal، وليس \"{text}\"."),
        "error.setting.iceServer": MessageTemplate(
          "يجب أن يكون ‎--ice-server‎ بالشكل stun:HOST:PORT أو turn:HOST:PORT ‏(turns: لـTLS)، وليس \"{text}\"."
        ),
        "error.setting.providerURL": MessageTemplate(
          "يجب أن يكون ‎--provider-url‎ عنوان http(s) مثل http://127.0.0.1:11434/v1."),
        "error.setting.providerPreset": MessageTemplate(
          "يجب أن يكون ‎--provider-preset‎ ‏ollama أو llamacpp أو vllm أو openai."),
        "error.models.defaultCapability": MessageTemplate(
          "النموذج الافتراضي \"{id}\" ({capability}) غير مسجّل بهذه القدرة؛ راجع `visor models list`."),
        "error.models.unknown": MessageTemplate(
          "لا يوجد نموذج باسم \"{id}\"؛ النماذج ذات القدرة ({capability}): {known}. راجع GET /api/v1/models."),
        "error.models.none": MessageTemplate("لا يوجد"),
        "error.models.cannotDo": MessageTemplate(
          "لا يستطيع النموذج \"{id}\" هذا: {capability}. اختر نموذجًا يستطيعه من GET /api/v1/models."),
        "error.models.adminAdd": MessageTemplate("لا يسجّل النماذج إلا المسؤول؛ اطلب من مسؤول هذا الـVisor."),
        "error.models.adminRemove": MessageTemplate(
          "لا يحذف النماذج إلا المسؤول؛ اطلب من مسؤول هذا الـVisor."),
        "error.models.notFound": MessageTemplate(
          "لا يوجد نموذج باسم \"{id}\"؛ راجع `visor models list` ‏(GET /api/v1/models)."),
        "error.models.builtinOrProvider": MessageTemplate(
          "{id} مدمج (أو يأتي من مزوّد مضبوط) ولا يمكن حذفه؛ لا يُحذف إلا ما أُضيف بـ`visor models add` ‏(custom/NAME)."
        ),
        "error.models.builtin": MessageTemplate(
          "{id} مدمج ولا يمكن حذفه؛ لا يُحذف إلا ما أُضيف بـ`visor models add` ‏(custom/NAME)."),
        "error.models.customNotFound": MessageTemplate(
          "لا يوجد نموذج custom/{name}؛ لا يُحذف إلا ما أُضيف بـ`visor models add` (راجع `visor models list`)."),
        "error.models.localChatMissing": MessageTemplate("نموذج المحادثة المحلي غير مضبوط."),
        "error.gguf.projector": MessageTemplate(
          "الملف {file} مُسقِط رؤية (mmproj، بنية clip) وليس نموذج محادثة؛ أضف ملف GGUF لنموذج المحادثة ومرّر هذا الملف بـ‎--mmproj‎ ‏(\"mmproj\")."
        ),
        "error.gguf.baseModel": MessageTemplate(
          "الملف {file} نموذج نصي أساسي ({architecture}) دون قالب محادثة، فلا يستطيع المحادثة؛ اختر ملف GGUF من نوع instruct/chat."
        ),
        "error.gguf.notChat": MessageTemplate(
          "الملف {file} ليس نموذج محادثة (بنيته {architecture})؛ يسجّل Visor نماذج محادثة GGUF، فاختر ملف GGUF من نوع instruct/chat."
        ),
        "error.gguf.architecture.unknown": MessageTemplate("بنية غير معروفة"),
        "error.gguf.architecture.notGiven": MessageTemplate("غير مذكورة"),
        "error.gguf.notProjector": MessageTemplate(
          "ملف ‎--mmproj‎ ‏{name} ليس مُسقِط رؤية CLIP (إنه {what})؛ مرّر ملف mmproj-….gguf الخاص بهذا النموذج، أو احذف ‎--mmproj‎."
        ),
        "error.gguf.what.clipWithoutVision": MessageTemplate("ملف clip دون مرمّز رؤية"),
        "error.gguf.what.model": MessageTemplate("نموذج {architecture}"),
        "error.gguf.role.model": MessageTemplate("ملف النموذج"),
        "error.gguf.role.projector": MessageTemplate("ملف المُسقِط (‎--mmproj‎)"),
        "error.gguf.missing": MessageTemplate(
          "لا شيء في {path} ‏({role})؛ تحقّق من المسار (يجب أن يستطيع خادم Visor قراءته)."),
        "error.gguf.folder": MessageTemplate("{path} ‏({role}) مجلد؛ أعطِ مسار ملف ‎.gguf‎ الذي بداخله."),
        "error.gguf.permissions": MessageTemplate("لا يستطيع Visor قراءة {path} ‏({role})؛ تحقّق من أذوناته."),
        "error.gguf.pathRequired": MessageTemplate("يجب أن يكون الحقل \"{field}\" مسار ملف ‎.gguf‎."),
        "error.gguf.absolutePath": MessageTemplate(
          "يجب أن يكون الحقل \"{field}\" مسارًا مطلقًا على خادم Visor (مثل /models/model.gguf)، وليس {path}."),
        "error.models.name": MessageTemplate(
          "يجب أن يتكوّن اسم النموذج من 1 إلى 40 حرفًا صغيرًا أو رقمًا أو - أو _، ويبدأ بحرف أو رقم (مثل \"qwen-small\")؛ أعطه بـ‎--name‎ ‏(\"id\")."
        ),
        "error.models.chatFormat": MessageTemplate(
          "يجب أن تكون صيغة المحادثة اسم معالج محادثة في llama-cpp-python مثل mtmd أو llava-1-5 أو qwen2.5-vl."
        ),
        "error.models.chatFormatNeedsProjector": MessageTemplate(
          "لا تُستخدم صيغة المحادثة إلا مع مُسقِط رؤية (‎--mmproj‎)؛ تستخدم النماذج النصية قالب محادثتها الخاص."),
        "error.models.classifierExists": MessageTemplate(
          "{id} مصنِّف مخصّص بالفعل؛ اختر اسمًا آخر (‎--name‎) أو احذفه أولًا (`visor models remove {name}`)."),
        "error.models.exists": MessageTemplate(
          "النموذج {id} مسجّل بالفعل؛ اختر اسمًا آخر (‎--name‎)، أو استبدله (‎--replace‎، \"replace\": true)، أو احذفه أولًا (`visor models remove {name}`)."
        ),
        "error.models.registeredNotFound": MessageTemplate(
          "لا يوجد نموذج مسجّل باسم custom/{name}؛ راجع `visor models list` ‏(GET /api/v1/models)."),
        "error.events.empty": MessageTemplate("يجب أن يحوي الحقل \"events\" حدثًا واحدًا على الأقل."),
        "error.events.tooMany": MessageTemplate(
          "أرسل {max} حدثًا على الأكثر في كل دفعة؛ قسّم الدفعة وأرسلها من جديد."),
        "error.events.name": MessageTemplate(
          "يجب أن يتكوّن events[{index}].name من 1 إلى 64 محرفًا من أحرف صغيرة أو أرقام أو نقطة أو شرطة سفلية (مثل \"shutter_tap\")."
        ),
        "error.events.properties": MessageTemplate(
          "يمكن أن يحوي events[{index}].properties ‏{max} مدخلًا على الأكثر، بمفاتيح حتى 64 حرفًا وقيم حتى 128."
        ),
      ]
    default: return [:]
    }
  }
}
