import Foundation

extension MessageCatalogue {
  /// Error sentences of storage, media and the core (VisorStore, VisorMedia, VisorCore), in every language. Built for one
  /// language when its catalogue is first used, so the others cost no memory.
  static func storageErrors(_ code: String) -> [MessageID: MessageTemplate] {
    switch code {
    case "en":
      return [
        "error.mode.unknown": MessageTemplate("Field \"{field}\" must be one of {modes}, not \"{raw}\"."),
        "error.prompt.tooLong": MessageTemplate("The prompt has {count} characters; keep it under {limit}."),
        "error.pipeline.noTranscription": MessageTemplate(
          "No speech recognition model is available to understand the spoken question; install the local models (make run) or configure a transcription provider."
        ),
        "error.pipeline.emptyAnswer": MessageTemplate(
          "The model returned an empty answer; try again or pick another model."),
        "error.text.control": MessageTemplate(
          "The field \"{field}\" holds a control character (U+{code}){allowed}; remove it and send the text again."
        ),
        "error.text.controlAllowed": MessageTemplate(" (tab and line breaks are fine here)"),
        "error.audio.decode": MessageTemplate(
          "Decoding the audio failed inside Visor ({reason}). Try again."),
        "error.audio.sampleRate": MessageTemplate(
          "The audio's sample rate {rate} Hz is unsupported; use 8000 to 192000 Hz."),
        "error.audio.encoder": MessageTemplate(
          "The {what} encoder failed. Try another audio format (mp3, opus or wav)."),
        "error.image.colourProfile": MessageTemplate(
          "The pixels could not be converted to the colour profile {profile}."),
        "error.image.encode": MessageTemplate("The image could not be encoded as {format}."),
        "error.crop.box": MessageTemplate(
          "The crop box must be {box} as fractions of the upright image: x and y from 0, width and height above 0, and x+width and y+height at most 1."
        ),
        "error.crop.tooLarge": MessageTemplate(
          "The crop ({crop}) must not be larger than the shorter side ({side})."),
        "error.size.range": MessageTemplate("{name} must be between 1 and 8192 pixels, not {value}."),
        "error.plugin.load": MessageTemplate(
          "Visor's native engine {file} could not be loaded ({reason}). Run `make run` or `scripts/setup.sh` to install the system libraries it needs."
        ),
        "error.plugin.notFound": MessageTemplate(
          "Visor's native engine {file} was not found (looked in {places}). Build every product with `swift build -c release` (or `make build`), or set VISOR_PLUGIN_DIR to the directory that holds it."
        ),
        "error.plugin.symbol": MessageTemplate(
          "Visor's native engine {file} lacks the function {symbol}: it is from another build. Rebuild with `swift build -c release`."
        ),
        "error.plugin.version": MessageTemplate(
          "Visor's native engine {file} is from another build (API version mismatch). Rebuild with `swift build -c release`."
        ),
        "error.vips.start": MessageTemplate(
          "The image library (libvips) could not start. Check that libvips is installed."),
        "error.known.nameTaken": MessageTemplate(
          "You already taught one with this name; choose another name, or rename or delete the old one."),
        "error.store.photosUnavailable": MessageTemplate(
          "The photo store is unavailable; try again in a minute."),
        "error.helper.alreadyInvited": MessageTemplate(
          "You have already invited this person; ask them to accept in Settings → Helpers."),
        "error.cursor.notValid": MessageTemplate(
          "The cursor is not valid. Pass the nextCursor value from the previous page unchanged, or omit it to start from the newest."
        ),
        "error.migrate.targetNotEmpty": MessageTemplate(
          "The target already holds data ({database} or the bucket is not empty). Migrate into an empty database and bucket, or pass --resume to finish an interrupted migration into this one."
        ),
        "error.migrate.noTable": MessageTemplate(
          "The target database has no table {table}, which the embedded install has. Run the same Visor version on both sides (start it once on the target to create its schema), then migrate again."
        ),
        "error.migrate.rowCount": MessageTemplate(
          "Table {table} has {source} rows in the embedded install but {target} in the target. Nothing else may write to either while migrating; run visor migrate --resume again."
        ),
        "error.migrate.blob": MessageTemplate(
          "The blob {key} differs in the target (SHA-256 mismatch or missing). Run visor migrate --resume again."
        ),
        "error.database.closed": MessageTemplate("The database is closed. Restart Visor."),
        "error.postgres.library": MessageTemplate(
          "PostgreSQL's client library could not be loaded ({reason}); install libpq5 (scripts/setup.sh does), or leave --database unset to use the embedded SQLite store."
        ),
        "error.postgres.url": MessageTemplate(
          "--database (VISOR_DATABASE) must be a URL such as postgres://visor@127.0.0.1:5432/visor, not \"{url}\"."
        ),
        "error.postgres.invalidURL": MessageTemplate(
          "--database (VISOR_DATABASE) is not a valid PostgreSQL URL ({detail}); write it as postgres://USER@HOST:PORT/DATABASE."
        ),
        "error.postgres.password": MessageTemplate(
          "The database URL (--database, VISOR_DATABASE or the config file) must not contain a password: remove it and set PGPASSWORD in the environment, or PGPASSWORD=… in the 0600 key file (--key-file)."
        ),
        "error.database.busyMinute": MessageTemplate(
          "The database is busy and did not answer in time; try again in a minute."),
        "error.database.locked": MessageTemplate(
          "The database stayed busy for 5 seconds (another process holds a lock). Try again shortly."),
        "error.blob.key": MessageTemplate(
          "The blob key is not valid: use lowercase letters, digits and / . _ - in segments that do not start with a dot, such as images/ab/<uuid>.jpg."
        ),
        "error.user.noSuchListCLI": MessageTemplate(
          "There is no such user; list users with `visor users list`."),
        "error.s3.noBucket": MessageTemplate(
          "The photo store is not set up on this server; its operator must create its bucket."),
        "error.s3.denied": MessageTemplate(
          "The photo store refused this server's credentials; its operator must fix the storage settings."),
        "error.s3.example": MessageTemplate(
          "write it as s3://BUCKET?endpoint=http://HOST:PORT&path-style=true (or s3://BUCKET for AWS)"),
        "error.s3.notS3": MessageTemplate("--blobs (VISOR_BLOBS) is not an s3:// URL; {example}."),
        "error.s3.credentialsInURL": MessageTemplate(
          "The --blobs URL must not contain credentials: remove them and set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY in the environment or the 0600 key file."
        ),
        "error.s3.bucketName": MessageTemplate(
          "The bucket name in --blobs must be 3–63 lowercase letters, digits, dots and hyphens; {example}."),
        "error.s3.unknownParameter": MessageTemplate(
          "--blobs has an unknown parameter \"{name}\"; use endpoint, path-style, region or prefix."),
        "error.s3.endpoint": MessageTemplate(
          "The endpoint in --blobs must be http(s)://HOST[:PORT] with no path; {example}."),
        "error.s3.pathStyle": MessageTemplate("path-style in --blobs must be true or false."),
        "error.s3.prefix": MessageTemplate(
          "prefix in --blobs must look like a blob key folder, such as visor/."),
        "error.backup.notBackup": MessageTemplate(
          "{path} is not a Visor backup, or it is damaged; make a new one with `visor backup --to FILE`."),
        "error.database.tooNew": MessageTemplate(
          "The database has schema version {version} ({name}), which this Visor does not know. Run the newer Visor that created it, or restore a backup."
        ),
        "error.database.migrationName": MessageTemplate(
          "Schema version {version} was applied as “{name}” but this Visor calls it “{expected}”. Restore a backup made by this Visor version."
        ),
        "error.user.usernameTaken": MessageTemplate(
          "The username “{username}” is already taken (usernames ignore letter case). Choose a different username."
        ),
        "error.user.missing": MessageTemplate(
          "The user does not exist. Check the user id, or list users to find it."),
        "error.user.createFirst": MessageTemplate("There is no such user; create the user first."),
        "error.user.idExists": MessageTemplate(
          "A user with this id already exists. Create the user with a new id."),
        "error.analysis.othersId": MessageTemplate(
          "Another user's analysis has this id. Save the analysis with a new id."),
        "error.recognizer.exists": MessageTemplate(
          "A recogniser named \"{name}\" already exists; choose another name."),
        "error.record.othersId": MessageTemplate(
          "Another user's record has this id. Save the record with a new id."),
        "error.chat.idExists": MessageTemplate("A chat with this id exists. Create the chat with a new id."),
        "error.message.idExists": MessageTemplate("A message with this id exists. Send it with a new id."),
        "error.image.idExists": MessageTemplate("An image with this id exists. Save it with a new id."),
      ]
    case "es":
      return [
        "error.mode.unknown": MessageTemplate(
          "El campo \"{field}\" debe ser uno de estos: {modes}, no \"{raw}\"."),
        "error.prompt.tooLong": MessageTemplate(
          "La pregunta tiene {count} caracteres; mantenla por debajo de {limit}."),
        "error.pipeline.noTranscription": MessageTemplate(
          "No hay ningún modelo de reconocimiento de voz para entender la pregunta hablada; instala los modelos locales (make run) o configura un proveedor de transcripción."
        ),
        "error.pipeline.emptyAnswer": MessageTemplate(
          "El modelo devolvió una respuesta vacía; inténtalo de nuevo o elige otro modelo."),
        "error.text.control": MessageTemplate(
          "El campo \"{field}\" contiene un carácter de control (U+{code}){allowed}; quítalo y vuelve a enviar el texto."
        ),
        "error.text.controlAllowed": MessageTemplate(" (aquí sí valen el tabulador y los saltos de línea)"),
        "error.audio.decode": MessageTemplate(
          "La decodificación del audio falló dentro de Visor ({reason}). Inténtalo de nuevo."),
        "error.audio.sampleRate": MessageTemplate(
          "La frecuencia de muestreo del audio ({rate} Hz) no se admite; usa de 8000 a 192000 Hz."),
        "error.audio.encoder": MessageTemplate(
          "Falló el codificador {what}. Prueba otro formato de audio (mp3, opus o wav)."),
        "error.image.colourProfile": MessageTemplate(
          "No se pudieron convertir los píxeles al perfil de color {profile}."),
        "error.image.encode": MessageTemplate("No se pudo codificar la imagen como {format}."),
        "error.crop.box": MessageTemplate(
          "El recorte debe ser {box} en fracciones de la imagen derecha: x e y desde 0, width y height mayores que 0, y x+width e y+height como mucho 1."
        ),
        "error.crop.tooLarge": MessageTemplate(
          "El recorte ({crop}) no puede ser mayor que el lado más corto ({side})."),
        "error.size.range": MessageTemplate("{name} debe estar entre 1 y 8192 píxeles, no {value}."),
        "error.plugin.load": MessageTemplate(
          "No se pudo cargar el motor nativo de Visor {file} ({reason}). Ejecuta `make run` o `scripts/setup.sh` para instalar las bibliotecas del sistema que necesita."
        ),
        "error.plugin.notFound": MessageTemplate(
          "No se encontró el motor nativo de Visor {file} (se buscó en {places}). Compila todos los productos con `swift build -c release` (o `make build`), o define VISOR_PLUGIN_DIR con la carpeta que lo contiene."
        ),
        "error.plugin.symbol": MessageTemplate(
          "Al motor nativo de Visor {file} le falta la función {symbol}: es de otra compilación. Vuelve a compilar con `swift build -c release`."
        ),
        "error.plugin.version": MessageTemplate(
          "El motor nativo de Visor {file} es de otra compilación (no coincide la versión de la API). Vuelve a compilar con `swift build -c release`."
        ),
        "error.vips.start": MessageTemplate(
          "La biblioteca de imágenes (libvips) no pudo arrancar. Comprueba que libvips está instalada."),
        "error.known.nameTaken": MessageTemplate(
          "Ya enseñaste uno con este nombre; elige otro nombre, o cambia el nombre del antiguo o bórralo."),
        "error.store.photosUnavailable": MessageTemplate(
          "El almacén de fotos no está disponible; inténtalo de nuevo en un minuto."),
        "error.helper.alreadyInvited": MessageTemplate(
          "Ya invitaste a esta persona; pídele que acepte en Ajustes → Ayudantes."),
        "error.cursor.notValid": MessageTemplate(
          "El cursor no es válido. Pasa sin cambios el valor nextCursor de la página anterior, u omítelo para empezar por lo más reciente."
        ),
        "error.migrate.targetNotEmpty": MessageTemplate(
          "El destino ya tiene datos ({database} o el bucket no está vacío). Migra a una base de datos y un bucket vacíos, o pasa --resume para terminar una migración interrumpida a este destino."
        ),
        "error.migrate.noTable": MessageTemplate(
          "La base de datos de destino no tiene la tabla {table}, que sí tiene la instalación integrada. Usa la misma versión de Visor en ambos lados (arráncala una vez en el destino para crear su esquema) y vuelve a migrar."
        ),
        "error.migrate.rowCount": MessageTemplate(
          "La tabla {table} tiene filas: {source} en la instalación integrada y {target} en el destino. Nada más puede escribir en ninguna mientras se migra; vuelve a ejecutar visor migrate --resume."
        ),
        "error.migrate.blob": MessageTemplate(
          "El blob {key} es distinto en el destino (SHA-256 diferente o ausente). Vuelve a ejecutar visor migrate --resume."
        ),
        "error.database.closed": MessageTemplate("La base de datos está cerrada. Reinicia Visor."),
        "error.postgres.library": MessageTemplate(
          "No se pudo cargar la biblioteca cliente de PostgreSQL ({reason}); instala libpq5 (scripts/setup.sh lo hace) o deja --database sin definir para usar el almacén SQLite integrado."
        ),
        "error.postgres.url": MessageTemplate(
          "--database (VISOR_DATABASE) debe ser una URL como postgres://visor@127.0.0.1:5432/visor, no \"{url}\"."
        ),
        "error.postgres.invalidURL": MessageTemplate(
          "--database (VISOR_DATABASE) no es una URL de PostgreSQL válida ({detail}); escríbela como postgres://USER@HOST:PORT/DATABASE."
        ),
        "error.postgres.password": MessageTemplate(
          "La URL de la base de datos (--database, VISOR_DATABASE o el archivo de configuración) no debe llevar contraseña: quítala y define PGPASSWORD en el entorno, o PGPASSWORD=… en el archivo de claves 0600 (--key-file)."
        ),
        "error.database.busyMinute": MessageTemplate(
          "La base de datos está ocupada y no respondió a tiempo; inténtalo de nuevo en un minuto."),
        "error.database.locked": MessageTemplate(
          "La base de datos siguió ocupada durante 5 segundos (otro proceso tiene un bloqueo). Inténtalo de nuevo en breve."
        ),
        "error.blob.key": MessageTemplate(
          "La clave del blob no es válida: usa minúsculas, cifras y / . _ - en segmentos que no empiecen por punto, como images/ab/<uuid>.jpg."
        ),
        "error.user.noSuchListCLI": MessageTemplate(
          "No existe ese usuario; lista los usuarios con `visor users list`."),
        "error.s3.noBucket": MessageTemplate(
          "El almacén de fotos no está preparado en este servidor; quien lo administra debe crear su bucket."),
        "error.s3.denied": MessageTemplate(
          "El almacén de fotos rechazó las credenciales de este servidor; quien lo administra debe corregir los ajustes de almacenamiento."
        ),
        "error.s3.example": MessageTemplate(
          "escríbela como s3://BUCKET?endpoint=http://HOST:PORT&path-style=true (o s3://BUCKET para AWS)"),
        "error.s3.notS3": MessageTemplate("--blobs (VISOR_BLOBS) no es una URL s3://; {example}."),
        "error.s3.credentialsInURL": MessageTemplate(
          "La URL de --blobs no debe llevar credenciales: quítalas y define AWS_ACCESS_KEY_ID y AWS_SECRET_ACCESS_KEY en el entorno o en el archivo de claves 0600."
        ),
        "error.s3.bucketName": MessageTemplate(
          "El nombre del bucket en --blobs debe tener de 3 a 63 minúsculas, cifras, puntos y guiones; {example}."
        ),
        "error.s3.unknownParameter": MessageTemplate(
          "--blobs tiene un parámetro desconocido \"{name}\"; usa endpoint, path-style, region o prefix."),
        "error.s3.endpoint": MessageTemplate(
          "El endpoint de --blobs debe ser http(s)://HOST[:PORT] sin ruta; {example}."),
        "error.s3.pathStyle": MessageTemplate("path-style en --blobs debe ser true o false."),
        "error.s3.prefix": MessageTemplate(
          "prefix en --blobs debe parecer una carpeta de claves de blob, como visor/."),
        "error.backup.notBackup": MessageTemplate(
          "{path} no es una copia de Visor, o está dañada; haz una nueva con `visor backup --to FILE`."),
        "error.database.tooNew": MessageTemplate(
          "La base de datos tiene la versión de esquema {version} ({name}), que este Visor no conoce. Usa el Visor más nuevo que la creó o restaura una copia."
        ),
        "error.database.migrationName": MessageTemplate(
          "La versión de esquema {version} se aplicó como “{name}”, pero este Visor la llama “{expected}”. Restaura una copia hecha con esta versión de Visor."
        ),
        "error.user.usernameTaken": MessageTemplate(
          "El nombre de usuario “{username}” ya está en uso (no se distinguen mayúsculas de minúsculas). Elige otro."
        ),
        "error.user.missing": MessageTemplate(
          "El usuario no existe. Revisa su id o lista los usuarios para encontrarlo."),
        "error.user.createFirst": MessageTemplate("No existe ese usuario; créalo primero."),
        "error.user.idExists": MessageTemplate("Ya existe un usuario con este id. Créalo con un id nuevo."),
        "error.analysis.othersId": MessageTemplate(
          "El análisis de otro usuario tiene este id. Guarda el análisis con un id nuevo."),
        "error.recognizer.exists": MessageTemplate(
          "Ya existe un reconocedor llamado \"{name}\"; elige otro nombre."),
        "error.record.othersId": MessageTemplate(
          "El registro de otro usuario tiene este id. Guarda el registro con un id nuevo."),
        "error.chat.idExists": MessageTemplate(
          "Ya existe un chat con este id. Crea el chat con un id nuevo."),
        "error.message.idExists": MessageTemplate(
          "Ya existe un mensaje con este id. Envíalo con un id nuevo."),
        "error.image.idExists": MessageTemplate(
          "Ya existe una imagen con este id. Guárdala con un id nuevo."),
      ]
    case "fr":
      return [
        "error.mode.unknown": MessageTemplate(
          "Le champ « {field} » doit être l'un de ceux-ci : {modes}, pas « {raw} »."),
        "error.prompt.tooLong": MessageTemplate("La question fait {count} caractères ; restez sous {limit}."),
        "error.pipeline.noTranscription": MessageTemplate(
          "Aucun modèle de reconnaissance vocale n'est disponible pour comprendre la question parlée ; installez les modèles locaux (make run) ou configurez un fournisseur de transcription."
        ),
        "error.pipeline.emptyAnswer": MessageTemplate(
          "Le modèle a renvoyé une réponse vide ; réessayez ou choisissez un autre modèle."),
        "error.text.control": MessageTemplate(
          "Le champ « {field} » contient un caractère de contrôle (U+{code}){allowed} ; retirez-le et renvoyez le texte."
        ),
        "error.text.controlAllowed": MessageTemplate(
          " (la tabulation et les retours à la ligne sont acceptés ici)"),
        "error.audio.decode": MessageTemplate(
          "Le décodage du son a échoué dans Visor ({reason}). Réessayez."),
        "error.audio.sampleRate": MessageTemplate(
          "La fréquence d'échantillonnage du son ({rate} Hz) n'est pas prise en charge ; utilisez 8000 à 192000 Hz."
        ),
        "error.audio.encoder": MessageTemplate(
          "L'encodeur {what} a échoué. Essayez un autre format audio (mp3, opus ou wav)."),
        "error.image.colourProfile": MessageTemplate(
          "Les pixels n'ont pas pu être convertis vers le profil de couleur {profile}."),
        "error.image.encode": MessageTemplate("L'image n'a pas pu être encodée en {format}."),
        "error.crop.box": MessageTemplate(
          "Le cadre de recadrage doit être {box} en fractions de l'image redressée : x et y à partir de 0, width et height au-dessus de 0, et x+width et y+height au plus 1."
        ),
        "error.crop.tooLarge": MessageTemplate(
          "Le recadrage ({crop}) ne doit pas dépasser le côté le plus court ({side})."),
        "error.size.range": MessageTemplate("{name} doit être entre 1 et 8192 pixels, pas {value}."),
        "error.plugin.load": MessageTemplate(
          "Le moteur natif de Visor {file} n'a pas pu être chargé ({reason}). Lancez `make run` ou `scripts/setup.sh` pour installer les bibliothèques système nécessaires."
        ),
        "error.plugin.notFound": MessageTemplate(
          "Le moteur natif de Visor {file} est introuvable (cherché dans {places}). Compilez tous les produits avec `swift build -c release` (ou `make build`), ou définissez VISOR_PLUGIN_DIR sur le dossier qui le contient."
        ),
        "error.plugin.symbol": MessageTemplate(
          "Il manque la fonction {symbol} au moteur natif de Visor {file} : il vient d'une autre compilation. Recompilez avec `swift build -c release`."
        ),
        "error.plugin.version": MessageTemplate(
          "Le moteur natif de Visor {file} vient d'une autre compilation (version d'API différente). Recompilez avec `swift build -c release`."
        ),
        "error.vips.start": MessageTemplate(
          "La bibliothèque d'images (libvips) n'a pas pu démarrer. Vérifiez que libvips est installée."),
        "error.known.nameTaken": MessageTemplate(
          "Vous en avez déjà appris un sous ce nom ; choisissez un autre nom, ou renommez ou supprimez l'ancien."
        ),
        "error.store.photosUnavailable": MessageTemplate(
          "Le stockage des photos est indisponible ; réessayez dans une minute."),
        "error.helper.alreadyInvited": MessageTemplate(
          "Vous avez déjà invité cette personne ; demandez-lui d'accepter dans Réglages → Aidants."),
        "error.cursor.notValid": MessageTemplate(
          "Le curseur n'est pas valide. Repassez tel quel le nextCursor de la page précédente, ou omettez-le pour repartir des plus récents."
        ),
        "error.migrate.targetNotEmpty": MessageTemplate(
          "La cible contient déjà des données ({database} ou le bucket n'est pas vide). Migrez vers une base et un bucket vides, ou passez --resume pour terminer une migration interrompue vers celle-ci."
        ),
        "error.migrate.noTable": MessageTemplate(
          "La base cible n'a pas la table {table}, que l'installation intégrée possède. Utilisez la même version de Visor des deux côtés (démarrez-la une fois sur la cible pour créer son schéma), puis migrez à nouveau."
        ),
        "error.migrate.rowCount": MessageTemplate(
          "La table {table} compte {source} lignes dans l'installation intégrée mais {target} dans la cible. Rien d'autre ne doit écrire dans l'une ou l'autre pendant la migration ; relancez visor migrate --resume."
        ),
        "error.migrate.blob": MessageTemplate(
          "Le blob {key} diffère dans la cible (SHA-256 différent ou absent). Relancez visor migrate --resume."
        ),
        "error.database.closed": MessageTemplate("La base de données est fermée. Redémarrez Visor."),
        "error.postgres.library": MessageTemplate(
          "La bibliothèque cliente de PostgreSQL n'a pas pu être chargée ({reason}) ; installez libpq5 (scripts/setup.sh le fait), ou ne définissez pas --database pour utiliser le stockage SQLite intégré."
        ),
        "error.postgres.url": MessageTemplate(
          "--database (VISOR_DATABASE) doit être une URL comme postgres://visor@127.0.0.1:5432/visor, pas « {url} »."
        ),
        "error.postgres.invalidURL": MessageTemplate(
          "--database (VISOR_DATABASE) n'est pas une URL PostgreSQL valide ({detail}) ; écrivez-la sous la forme postgres://USER@HOST:PORT/DATABASE."
        ),
        "error.postgres.password": MessageTemplate(
          "L'URL de la base de données (--database, VISOR_DATABASE ou le fichier de configuration) ne doit pas contenir de mot de passe : retirez-le et définissez PGPASSWORD dans l'environnement, ou PGPASSWORD=… dans le fichier de clés 0600 (--key-file)."
        ),
        "error.database.busyMinute": MessageTemplate(
          "La base de données est occupée et n'a pas répondu à temps ; réessayez dans une minute."),
        "error.database.locked": MessageTemplate(
          "La base de données est restée occupée 5 secondes (un autre processus détient un verrou). Réessayez bientôt."
        ),
        "error.blob.key": MessageTemplate(
          "La clé du blob n'est pas valide : utilisez minuscules, chiffres et / . _ - dans des segments qui ne commencent pas par un point, comme images/ab/<uuid>.jpg."
        ),
        "error.user.noSuchListCLI": MessageTemplate(
          "Cet utilisateur n'existe pas ; listez les utilisateurs avec `visor users list`."),
        "error.s3.noBucket": MessageTemplate(
          "Le stockage des photos n'est pas prêt sur ce serveur ; son exploitant doit créer son bucket."),
        "error.s3.denied": MessageTemplate(
          "Le stockage des photos a refusé les identifiants de ce serveur ; son exploitant doit corriger les réglages du stockage."
        ),
        "error.s3.example": MessageTemplate(
          "écrivez-la sous la forme s3://BUCKET?endpoint=http://HOST:PORT&path-style=true (ou s3://BUCKET pour AWS)"
        ),
        "error.s3.notS3": MessageTemplate("--blobs (VISOR_BLOBS) n'est pas une URL s3:// ; {example}."),
        "error.s3.credentialsInURL": MessageTemplate(
          "L'URL de --blobs ne doit pas contenir d'identifiants : retirez-les et définissez AWS_ACCESS_KEY_ID et AWS_SECRET_ACCESS_KEY dans l'environnement ou le fichier de clés 0600."
        ),
        "error.s3.bucketName": MessageTemplate(
          "Le nom du bucket dans --blobs doit compter 3 à 63 minuscules, chiffres, points et tirets ; {example}."
        ),
        "error.s3.unknownParameter": MessageTemplate(
          "--blobs a un paramètre inconnu « {name} » ; utilisez endpoint, path-style, region ou prefix."),
        "error.s3.endpoint": MessageTemplate(
          "L'endpoint de --blobs doit être http(s)://HOST[:PORT] sans chemin ; {example}."),
        "error.s3.pathStyle": MessageTemplate("path-style dans --blobs doit valoir true ou false."),
        "error.s3.prefix": MessageTemplate(
          "prefix dans --blobs doit ressembler à un dossier de clés de blob, comme visor/."),
        "error.backup.notBackup": MessageTemplate(
          "{path} n'est pas une sauvegarde Visor, ou elle est endommagée ; faites-en une nouvelle avec `visor backup --to FILE`."
        ),
        "error.database.tooNew": MessageTemplate(
          "La base de données a la version de schéma {version} ({name}), que ce Visor ne connaît pas. Lancez le Visor plus récent qui l'a créée, ou restaurez une sauvegarde."
        ),
        "error.database.migrationName": MessageTemplate(
          "La version de schéma {version} a été appliquée sous le nom « {name} », mais ce Visor l'appelle « {expected} ». Restaurez une sauvegarde faite par cette version de Visor."
        ),
        "error.user.usernameTaken": MessageTemplate(
          "Le nom d'utilisateur « {username} » est déjà pris (les noms ignorent la casse). Choisissez-en un autre."
        ),
        "error.user.missing": MessageTemplate(
          "L'utilisateur n'existe pas. Vérifiez son id, ou listez les utilisateurs pour le trouver."),
        "error.user.createFirst": MessageTemplate("Cet utilisateur n'existe pas ; créez-le d'abord."),
        "error.user.idExists": MessageTemplate(
          "Un utilisateur avec cet id existe déjà. Créez-le avec un nouvel id."),
        "error.analysis.othersId": MessageTemplate(
          "L'analyse d'un autre utilisateur a cet id. Enregistrez l'analyse avec un nouvel id."),
        "error.recognizer.exists": MessageTemplate(
          "Un reconnaisseur nommé « {name} » existe déjà ; choisissez un autre nom."),
        "error.record.othersId": MessageTemplate(
          "La fiche d'un autre utilisateur a cet id. Enregistrez la fiche avec un nouvel id."),
        "error.chat.idExists": MessageTemplate(
          "Une discussion avec cet id existe. Créez la discussion avec un nouvel id."),
        "error.message.idExists": MessageTemplate(
          "Un message avec cet id existe. Envoyez-le avec un nouvel id."),
        "error.image.idExists": MessageTemplate(
          "Une image avec cet id existe. Enregistrez-la avec un nouvel id."),
      ]
    case "de":
      return [
        "error.mode.unknown": MessageTemplate(
          "Das Feld „{field}“ muss eins davon sein: {modes}, nicht „{raw}“."),
        "error.prompt.tooLong": MessageTemplate("Die Frage hat {count} Zeichen; bleib unter {limit}."),
        "error.pipeline.noTranscription": MessageTemplate(
          "Kein Spracherkennungsmodell ist verfügbar, um die gesprochene Frage zu verstehen; installiere die lokalen Modelle (make run) oder richte einen Transkriptionsanbieter ein."
        ),
        "error.pipeline.emptyAnswer": MessageTemplate(
          "Das Modell hat eine leere Antwort geliefert; versuch es noch einmal oder wähle ein anderes Modell."
        ),
        "error.text.control": MessageTemplate(
          "Das Feld „{field}“ enthält ein Steuerzeichen (U+{code}){allowed}; entferne es und sende den Text noch einmal."
        ),
        "error.text.controlAllowed": MessageTemplate(" (Tabulator und Zeilenumbrüche sind hier in Ordnung)"),
        "error.audio.decode": MessageTemplate(
          "Das Dekodieren des Audios ist in Visor fehlgeschlagen ({reason}). Versuch es noch einmal."),
        "error.audio.sampleRate": MessageTemplate(
          "Die Abtastrate des Audios ({rate} Hz) wird nicht unterstützt; nimm 8000 bis 192000 Hz."),
        "error.audio.encoder": MessageTemplate(
          "Der {what}-Encoder ist fehlgeschlagen. Versuch ein anderes Audioformat (mp3, opus oder wav)."),
        "error.image.colourProfile": MessageTemplate(
          "Die Pixel ließen sich nicht ins Farbprofil {profile} umwandeln."),
        "error.image.encode": MessageTemplate("Das Bild ließ sich nicht als {format} kodieren."),
        "error.crop.box": MessageTemplate(
          "Der Ausschnitt muss {box} als Anteile des aufrecht gedrehten Bildes sein: x und y ab 0, width und height über 0, x+width und y+height höchstens 1."
        ),
        "error.crop.tooLarge": MessageTemplate(
          "Der Ausschnitt ({crop}) darf nicht größer als die kürzere Seite ({side}) sein."),
        "error.size.range": MessageTemplate("{name} muss zwischen 1 und 8192 Pixeln liegen, nicht {value}."),
        "error.plugin.load": MessageTemplate(
          "Die native Engine von Visor {file} ließ sich nicht laden ({reason}). Führ `make run` oder `scripts/setup.sh` aus, um die nötigen Systembibliotheken zu installieren."
        ),
        "error.plugin.notFound": MessageTemplate(
          "Die native Engine von Visor {file} wurde nicht gefunden (gesucht in {places}). Bau alle Produkte mit `swift build -c release` (oder `make build`) oder setz VISOR_PLUGIN_DIR auf den Ordner, der sie enthält."
        ),
        "error.plugin.symbol": MessageTemplate(
          "Der nativen Engine von Visor {file} fehlt die Funktion {symbol}: Sie stammt aus einem anderen Build. Bau neu mit `swift build -c release`."
        ),
        "error.plugin.version": MessageTemplate(
          "Die native Engine von Visor {file} stammt aus einem anderen Build (API-Version passt nicht). Bau neu mit `swift build -c release`."
        ),
        "error.vips.start": MessageTemplate(
          "Die Bildbibliothek (libvips) konnte nicht starten. Prüf, ob libvips installiert ist."),
        "error.known.nameTaken": MessageTemplate(
          "Du hast schon eins mit diesem Namen beigebracht; wähle einen anderen Namen oder benenne das alte um oder lösch es."
        ),
        "error.store.photosUnavailable": MessageTemplate(
          "Der Fotospeicher ist nicht erreichbar; versuch es in einer Minute noch einmal."),
        "error.helper.alreadyInvited": MessageTemplate(
          "Du hast diese Person schon eingeladen; bitte sie, in Einstellungen → Helfende anzunehmen."),
        "error.cursor.notValid": MessageTemplate(
          "Der Cursor ist ungültig. Gib den nextCursor der vorigen Seite unverändert weiter oder lass ihn weg, um bei den neuesten zu beginnen."
        ),
        "error.migrate.targetNotEmpty": MessageTemplate(
          "Das Ziel enthält schon Daten ({database} oder der Bucket ist nicht leer). Migriere in eine leere Datenbank und einen leeren Bucket oder gib --resume an, um eine unterbrochene Migration hierhin abzuschließen."
        ),
        "error.migrate.noTable": MessageTemplate(
          "Der Zieldatenbank fehlt die Tabelle {table}, die die eingebettete Installation hat. Nutze auf beiden Seiten dieselbe Visor-Version (starte sie einmal auf dem Ziel, um das Schema anzulegen) und migriere dann erneut."
        ),
        "error.migrate.rowCount": MessageTemplate(
          "Die Tabelle {table} hat in der eingebetteten Installation {source} Zeilen, im Ziel aber {target}. Während der Migration darf nichts anderes in eine von beiden schreiben; führ visor migrate --resume noch einmal aus."
        ),
        "error.migrate.blob": MessageTemplate(
          "Der Blob {key} weicht im Ziel ab (SHA-256 passt nicht oder fehlt). Führ visor migrate --resume noch einmal aus."
        ),
        "error.database.closed": MessageTemplate("Die Datenbank ist geschlossen. Starte Visor neu."),
        "error.postgres.library": MessageTemplate(
          "Die Client-Bibliothek von PostgreSQL ließ sich nicht laden ({reason}); installiere libpq5 (scripts/setup.sh tut das) oder lass --database weg, um den eingebetteten SQLite-Speicher zu nutzen."
        ),
        "error.postgres.url": MessageTemplate(
          "--database (VISOR_DATABASE) muss eine URL wie postgres://visor@127.0.0.1:5432/visor sein, nicht „{url}“."
        ),
        "error.postgres.invalidURL": MessageTemplate(
          "--database (VISOR_DATABASE) ist keine gültige PostgreSQL-URL ({detail}); schreib sie als postgres://USER@HOST:PORT/DATABASE."
        ),
        "error.postgres.password": MessageTemplate(
          "Die Datenbank-URL (--database, VISOR_DATABASE oder die Konfigurationsdatei) darf kein Passwort enthalten: Entferne es und setz PGPASSWORD in der Umgebung oder PGPASSWORD=… in der Schlüsseldatei mit 0600 (--key-file)."
        ),
        "error.database.busyMinute": MessageTemplate(
          "Die Datenbank ist beschäftigt und hat nicht rechtzeitig geantwortet; versuch es in einer Minute noch einmal."
        ),
        "error.database.locked": MessageTemplate(
          "Die Datenbank war 5 Sekunden lang beschäftigt (ein anderer Prozess hält eine Sperre). Versuch es gleich noch einmal."
        ),
        "error.blob.key": MessageTemplate(
          "Der Blob-Schlüssel ist ungültig: Nimm Kleinbuchstaben, Ziffern und / . _ - in Abschnitten, die nicht mit einem Punkt beginnen, etwa images/ab/<uuid>.jpg."
        ),
        "error.user.noSuchListCLI": MessageTemplate(
          "Dieses Konto gibt es nicht; liste die Konten mit `visor users list` auf."),
        "error.s3.noBucket": MessageTemplate(
          "Der Fotospeicher ist auf diesem Server nicht eingerichtet; wer ihn betreibt, muss seinen Bucket anlegen."
        ),
        "error.s3.denied": MessageTemplate(
          "Der Fotospeicher hat die Zugangsdaten dieses Servers abgelehnt; wer ihn betreibt, muss die Speichereinstellungen korrigieren."
        ),
        "error.s3.example": MessageTemplate(
          "schreib sie als s3://BUCKET?endpoint=http://HOST:PORT&path-style=true (oder s3://BUCKET für AWS)"),
        "error.s3.notS3": MessageTemplate("--blobs (VISOR_BLOBS) ist keine s3://-URL; {example}."),
        "error.s3.credentialsInURL": MessageTemplate(
          "Die URL von --blobs darf keine Zugangsdaten enthalten: Entferne sie und setz AWS_ACCESS_KEY_ID und AWS_SECRET_ACCESS_KEY in der Umgebung oder der Schlüsseldatei mit 0600."
        ),
        "error.s3.bucketName": MessageTemplate(
          "Der Bucket-Name in --blobs muss aus 3–63 Kleinbuchstaben, Ziffern, Punkten und Bindestrichen bestehen; {example}."
        ),
        "error.s3.unknownParameter": MessageTemplate(
          "--blobs hat einen unbekannten Parameter „{name}“; nimm endpoint, path-style, region oder prefix."),
        "error.s3.endpoint": MessageTemplate(
          "Der Endpunkt in --blobs muss http(s)://HOST[:PORT] ohne Pfad sein; {example}."),
        "error.s3.pathStyle": MessageTemplate("path-style in --blobs muss true oder false sein."),
        "error.s3.prefix": MessageTemplate(
          "prefix in --blobs muss wie ein Ordner von Blob-Schlüsseln aussehen, etwa visor/."),
        "error.backup.notBackup": MessageTemplate(
          "{path} ist keine Visor-Sicherung oder beschädigt; leg eine neue mit `visor backup --to FILE` an."),
        "error.database.tooNew": MessageTemplate(
          "Die Datenbank hat die Schema-Version {version} ({name}), die dieses Visor nicht kennt. Starte das neuere Visor, das sie angelegt hat, oder stell eine Sicherung wieder her."
        ),
        "error.database.migrationName": MessageTemplate(
          "Die Schema-Version {version} wurde als „{name}“ angewendet, dieses Visor nennt sie aber „{expected}“. Stell eine Sicherung dieser Visor-Version wieder her."
        ),
        "error.user.usernameTaken": MessageTemplate(
          "Der Benutzername „{username}“ ist schon vergeben (Groß- und Kleinschreibung zählt nicht). Wähle einen anderen."
        ),
        "error.user.missing": MessageTemplate(
          "Das Konto gibt es nicht. Prüf die ID oder liste die Konten auf, um es zu finden."),
        "error.user.createFirst": MessageTemplate("Dieses Konto gibt es nicht; leg es zuerst an."),
        "error.user.idExists": MessageTemplate(
          "Ein Konto mit dieser ID gibt es schon. Leg es mit einer neuen ID an."),
        "error.analysis.othersId": MessageTemplate(
          "Die Analyse eines anderen Kontos hat diese ID. Speichere die Analyse mit einer neuen ID."),
        "error.recognizer.exists": MessageTemplate(
          "Ein Erkenner namens „{name}“ existiert schon; wähle einen anderen Namen."),
        "error.record.othersId": MessageTemplate(
          "Der Eintrag eines anderen Kontos hat diese ID. Speichere den Eintrag mit einer neuen ID."),
        "error.chat.idExists": MessageTemplate(
          "Ein Chat mit dieser ID existiert. Leg den Chat mit einer neuen ID an."),
        "error.message.idExists": MessageTemplate(
          "Eine Nachricht mit dieser ID existiert. Sende sie mit einer neuen ID."),
        "error.image.idExists": MessageTemplate(
          "Ein Bild mit dieser ID existiert. Speichere es mit einer neuen ID."),
      ]
    case "pt":
      return [
        "error.mode.unknown": MessageTemplate(
          "O campo \"{field}\" deve ser um destes: {modes}, não \"{raw}\"."),
        "error.prompt.tooLong": MessageTemplate(
          "A pergunta tem {count} caracteres; mantenha abaixo de {limit}."),
        "error.pipeline.noTranscription": MessageTemplate(
          "Nenhum modelo de reconhecimento de fala está disponível para entender a pergunta falada; instale os modelos locais (make run) ou configure um provedor de transcrição."
        ),
        "error.pipeline.emptyAnswer": MessageTemplate(
          "O modelo devolveu uma resposta vazia; tente de novo ou escolha outro modelo."),
        "error.text.control": MessageTemplate(
          "O campo \"{field}\" contém um caractere de controle (U+{code}){allowed}; remova-o e envie o texto de novo."
        ),
        "error.text.controlAllowed": MessageTemplate(" (tabulação e quebras de linha são aceitas aqui)"),
        "error.audio.decode": MessageTemplate(
          "A decodificação do áudio falhou dentro do Visor ({reason}). Tente de novo."),
        "error.audio.sampleRate": MessageTemplate(
          "A taxa de amostragem do áudio ({rate} Hz) não é suportada; use de 8000 a 192000 Hz."),
        "error.audio.encoder": MessageTemplate(
          "O codificador {what} falhou. Tente outro formato de áudio (mp3, opus ou wav)."),
        "error.image.colourProfile": MessageTemplate(
          "Não foi possível converter os pixels para o perfil de cor {profile}."),
        "error.image.encode": MessageTemplate("Não foi possível codificar a imagem como {format}."),
        "error.crop.box": MessageTemplate(
          "O recorte deve ser {box} em frações da imagem na posição certa: x e y a partir de 0, width e height acima de 0, e x+width e y+height no máximo 1."
        ),
        "error.crop.tooLarge": MessageTemplate(
          "O recorte ({crop}) não pode ser maior que o lado mais curto ({side})."),
        "error.size.range": MessageTemplate("{name} deve estar entre 1 e 8192 pixels, não {value}."),
        "error.plugin.load": MessageTemplate(
          "Não foi possível carregar o motor nativo do Visor {file} ({reason}). Execute `make run` ou `scripts/setup.sh` para instalar as bibliotecas do sistema necessárias."
        ),
        "error.plugin.notFound": MessageTemplate(
          "O motor nativo do Visor {file} não foi encontrado (procurado em {places}). Compile todos os produtos com `swift build -c release` (ou `make build`), ou defina VISOR_PLUGIN_DIR com a pasta que o contém."
        ),
        "error.plugin.symbol": MessageTemplate(
          "Falta a função {symbol} no motor nativo do Visor {file}: ele é de outra compilação. Recompile com `swift build -c release`."
        ),
        "error.plugin.version": MessageTemplate(
          "O motor nativo do Visor {file} é de outra compilação (versão da API diferente). Recompile com `swift build -c release`."
        ),
        "error.vips.start": MessageTemplate(
          "A biblioteca de imagens (libvips) não pôde iniciar. Verifique se a libvips está instalada."),
        "error.known.nameTaken": MessageTemplate(
          "Você já ensinou um com este nome; escolha outro nome, ou renomeie ou exclua o antigo."),
        "error.store.photosUnavailable": MessageTemplate(
          "O armazenamento de fotos está indisponível; tente de novo em um minuto."),
        "error.helper.alreadyInvited": MessageTemplate(
          "Você já convidou esta pessoa; peça que ela aceite em Ajustes → Ajudantes."),
        "error.cursor.notValid": MessageTemplate(
          "O cursor não é válido. Passe sem alterar o nextCursor da página anterior, ou omita-o para começar pelos mais recentes."
        ),
        "error.migrate.targetNotEmpty": MessageTemplate(
          "O destino já tem dados ({database} ou o bucket não está vazio). Migre para um banco e um bucket vazios, ou passe --resume para terminar uma migração interrompida para este destino."
        ),
        "error.migrate.noTable": MessageTemplate(
          "O banco de destino não tem a tabela {table}, que a instalação embutida tem. Use a mesma versão do Visor nos dois lados (inicie-o uma vez no destino para criar o esquema) e migre de novo."
        ),
        "error.migrate.rowCount": MessageTemplate(
          "A tabela {table} tem {source} linhas na instalação embutida, mas {target} no destino. Nada mais pode gravar em nenhum dos dois durante a migração; execute visor migrate --resume de novo."
        ),
        "error.migrate.blob": MessageTemplate(
          "O blob {key} é diferente no destino (SHA-256 diferente ou ausente). Execute visor migrate --resume de novo."
        ),
        "error.database.closed": MessageTemplate("O banco de dados está fechado. Reinicie o Visor."),
        "error.postgres.library": MessageTemplate(
          "Não foi possível carregar a biblioteca cliente do PostgreSQL ({reason}); instale a libpq5 (scripts/setup.sh faz isso) ou deixe --database sem definir para usar o armazenamento SQLite embutido."
        ),
        "error.postgres.url": MessageTemplate(
          "--database (VISOR_DATABASE) deve ser uma URL como postgres://visor@127.0.0.1:5432/visor, não \"{url}\"."
        ),
        "error.postgres.invalidURL": MessageTemplate(
          "--database (VISOR_DATABASE) não é uma URL válida do PostgreSQL ({detail}); escreva-a como postgres://USER@HOST:PORT/DATABASE."
        ),
        "error.postgres.password": MessageTemplate(
          "A URL do banco (--database, VISOR_DATABASE ou o arquivo de configuração) não deve conter senha: remova-a e defina PGPASSWORD no ambiente, ou PGPASSWORD=… no arquivo de chaves 0600 (--key-file)."
        ),
        "error.database.busyMinute": MessageTemplate(
          "O banco de dados está ocupado e não respondeu a tempo; tente de novo em um minuto."),
        "error.database.locked": MessageTemplate(
          "O banco de dados ficou ocupado por 5 segundos (outro processo mantém um bloqueio). Tente de novo em instantes."
        ),
        "error.blob.key": MessageTemplate(
          "A chave do blob não é válida: use letras minúsculas, dígitos e / . _ - em segmentos que não começam com ponto, como images/ab/<uuid>.jpg."
        ),
        "error.user.noSuchListCLI": MessageTemplate(
          "Esse usuário não existe; liste os usuários com `visor users list`."),
        "error.s3.noBucket": MessageTemplate(
          "O armazenamento de fotos não está configurado neste servidor; quem o administra precisa criar o bucket."
        ),
        "error.s3.denied": MessageTemplate(
          "O armazenamento de fotos recusou as credenciais deste servidor; quem o administra precisa corrigir as configurações."
        ),
        "error.s3.example": MessageTemplate(
          "escreva-a como s3://BUCKET?endpoint=http://HOST:PORT&path-style=true (ou s3://BUCKET para a AWS)"),
        "error.s3.notS3": MessageTemplate("--blobs (VISOR_BLOBS) não é uma URL s3://; {example}."),
        "error.s3.credentialsInURL": MessageTemplate(
          "A URL de --blobs não deve conter credenciais: remova-as e defina AWS_ACCESS_KEY_ID e AWS_SECRET_ACCESS_KEY no ambiente ou no arquivo de chaves 0600."
        ),
        "error.s3.bucketName": MessageTemplate(
          "O nome do bucket em --blobs deve ter de 3 a 63 letras minúsculas, dígitos, pontos e hifens; {example}."
        ),
        "error.s3.unknownParameter": MessageTemplate(
          "--blobs tem um parâmetro desconhecido \"{name}\"; use endpoint, path-style, region ou prefix."),
        "error.s3.endpoint": MessageTemplate(
          "O endpoint de --blobs deve ser http(s)://HOST[:PORT] sem caminho; {example}."),
        "error.s3.pathStyle": MessageTemplate("path-style em --blobs deve ser true ou false."),
        "error.s3.prefix": MessageTemplate(
          "prefix em --blobs deve parecer uma pasta de chaves de blob, como visor/."),
        "error.backup.notBackup": MessageTemplate(
          "{path} não é um backup do Visor, ou está danificado; faça um novo com `visor backup --to FILE`."),
        "error.database.tooNew": MessageTemplate(
          "O banco tem a versão de esquema {version} ({name}), que este Visor não conhece. Execute o Visor mais novo que o criou, ou restaure um backup."
        ),
        "error.database.migrationName": MessageTemplate(
          "A versão de esquema {version} foi aplicada como “{name}”, mas este Visor a chama de “{expected}”. Restaure um backup feito por esta versão do Visor."
        ),
        "error.user.usernameTaken": MessageTemplate(
          "O nome de usuário “{username}” já está em uso (maiúsculas e minúsculas não contam). Escolha outro."
        ),
        "error.user.missing": MessageTemplate(
          "O usuário não existe. Confira o id ou liste os usuários para encontrá-lo."),
        "error.user.createFirst": MessageTemplate("Esse usuário não existe; crie-o primeiro."),
        "error.user.idExists": MessageTemplate("Já existe um usuário com este id. Crie-o com um id novo."),
        "error.analysis.othersId": MessageTemplate(
          "A análise de outro usuário tem este id. Salve a análise com um id novo."),
        "error.recognizer.exists": MessageTemplate(
          "Já existe um reconhecedor chamado \"{name}\"; escolha outro nome."),
        "error.record.othersId": MessageTemplate(
          "O registro de outro usuário tem este id. Salve o registro com um id novo."),
        "error.chat.idExists": MessageTemplate(
          "Já existe uma conversa com este id. Crie a conversa com um id novo."),
        "error.message.idExists": MessageTemplate(
          "Já existe uma mensagem com este id. Envie-a com um id novo."),
        "error.image.idExists": MessageTemplate("Já existe uma imagem com este id. Salve-a com um id novo."),
      ]
    case "it":
      return [
        "error.mode.unknown": MessageTemplate(
          "Il campo \"{field}\" deve essere uno di questi: {modes}, non \"{raw}\"."),
        "error.prompt.tooLong": MessageTemplate("La domanda ha {count} caratteri; resta sotto {limit}."),
        "error.pipeline.noTranscription": MessageTemplate(
          "Nessun modello di riconoscimento vocale è disponibile per capire la domanda parlata; installa i modelli locali (make run) o configura un provider di trascrizione."
        ),
        "error.pipeline.emptyAnswer": MessageTemplate(
          "Il modello ha restituito una risposta vuota; riprova o scegli un altro modello."),
        "error.text.control": MessageTemplate(
          "Il campo \"{field}\" contiene un carattere di controllo (U+{code}){allowed}; toglilo e invia di nuovo il testo."
        ),
        "error.text.controlAllowed": MessageTemplate(" (tabulazione e a capo qui vanno bene)"),
        "error.audio.decode": MessageTemplate(
          "La decodifica dell'audio non è riuscita dentro Visor ({reason}). Riprova."),
        "error.audio.sampleRate": MessageTemplate(
          "La frequenza di campionamento dell'audio ({rate} Hz) non è supportata; usa da 8000 a 192000 Hz."),
        "error.audio.encoder": MessageTemplate(
          "Il codificatore {what} non è riuscito. Prova un altro formato audio (mp3, opus o wav)."),
        "error.image.colourProfile": MessageTemplate(
          "Impossibile convertire i pixel nel profilo colore {profile}."),
        "error.image.encode": MessageTemplate("Impossibile codificare l'immagine come {format}."),
        "error.crop.box": MessageTemplate(
          "Il ritaglio deve essere {box} in frazioni dell'immagine raddrizzata: x e y da 0, width e height sopra 0, e x+width e y+height al massimo 1."
        ),
        "error.crop.tooLarge": MessageTemplate(
          "Il ritaglio ({crop}) non può essere più grande del lato più corto ({side})."),
        "error.size.range": MessageTemplate("{name} deve essere tra 1 e 8192 pixel, non {value}."),
        "error.plugin.load": MessageTemplate(
          "Impossibile caricare il motore nativo di Visor {file} ({reason}). Esegui `make run` o `scripts/setup.sh` per installare le librerie di sistema necessarie."
        ),
        "error.plugin.notFound": MessageTemplate(
          "Il motore nativo di Visor {file} non è stato trovato (cercato in {places}). Compila tutti i prodotti con `swift build -c release` (o `make build`), oppure imposta VISOR_PLUGIN_DIR sulla cartella che lo contiene."
        ),
        "error.plugin.symbol": MessageTemplate(
          "Al motore nativo di Visor {file} manca la funzione {symbol}: viene da un'altra compilazione. Ricompila con `swift build -c release`."
        ),
        "error.plugin.version": MessageTemplate(
          "Il motore nativo di Visor {file} viene da un'altra compilazione (versione dell'API diversa). Ricompila con `swift build -c release`."
        ),
        "error.vips.start": MessageTemplate(
          "La libreria di immagini (libvips) non è potuta partire. Controlla che libvips sia installata."),
        "error.known.nameTaken": MessageTemplate(
          "Ne hai già insegnato uno con questo nome; scegli un altro nome, oppure rinomina o elimina quello vecchio."
        ),
        "error.store.photosUnavailable": MessageTemplate(
          "L'archivio delle foto non è disponibile; riprova tra un minuto."),
        "error.helper.alreadyInvited": MessageTemplate(
          "Hai già invitato questa persona; chiedile di accettare in Impostazioni → Aiutanti."),
        "error.cursor.notValid": MessageTemplate(
          "Il cursore non è valido. Passa invariato il nextCursor della pagina precedente, oppure omettilo per partire dai più recenti."
        ),
        "error.migrate.targetNotEmpty": MessageTemplate(
          "La destinazione contiene già dati ({database} o il bucket non è vuoto). Migra in un database e un bucket vuoti, o passa --resume per finire una migrazione interrotta verso questa."
        ),
        "error.migrate.noTable": MessageTemplate(
          "Il database di destinazione non ha la tabella {table}, che l'installazione integrata ha. Usa la stessa versione di Visor da entrambe le parti (avviala una volta sulla destinazione per crearne lo schema), poi migra di nuovo."
        ),
        "error.migrate.rowCount": MessageTemplate(
          "La tabella {table} ha {source} righe nell'installazione integrata ma {target} nella destinazione. Nient'altro deve scrivere in nessuna delle due durante la migrazione; esegui di nuovo visor migrate --resume."
        ),
        "error.migrate.blob": MessageTemplate(
          "Il blob {key} è diverso nella destinazione (SHA-256 diverso o mancante). Esegui di nuovo visor migrate --resume."
        ),
        "error.database.closed": MessageTemplate("Il database è chiuso. Riavvia Visor."),
        "error.postgres.library": MessageTemplate(
          "Impossibile caricare la libreria client di PostgreSQL ({reason}); installa libpq5 (lo fa scripts/setup.sh), o lascia --database non impostato per usare l'archivio SQLite integrato."
        ),
        "error.postgres.url": MessageTemplate(
          "--database (VISOR_DATABASE) deve essere un URL come postgres://visor@127.0.0.1:5432/visor, non \"{url}\"."
        ),
        "error.postgres.invalidURL": MessageTemplate(
          "--database (VISOR_DATABASE) non è un URL PostgreSQL valido ({detail}); scrivilo come postgres://USER@HOST:PORT/DATABASE."
        ),
        "error.postgres.password": MessageTemplate(
          "L'URL del database (--database, VISOR_DATABASE o il file di configurazione) non deve contenere una password: toglila e imposta PGPASSWORD nell'ambiente, o PGPASSWORD=… nel file delle chiavi 0600 (--key-file)."
        ),
        "error.database.busyMinute": MessageTemplate(
          "Il database è occupato e non ha risposto in tempo; riprova tra un minuto."),
        "error.database.locked": MessageTemplate(
          "Il database è rimasto occupato per 5 secondi (un altro processo tiene un blocco). Riprova a breve."
        ),
        "error.blob.key": MessageTemplate(
          "La chiave del blob non è valida: usa lettere minuscole, cifre e / . _ - in segmenti che non iniziano con un punto, come images/ab/<uuid>.jpg."
        ),
        "error.user.noSuchListCLI": MessageTemplate(
          "Questo utente non esiste; elenca gli utenti con `visor users list`."),
        "error.s3.noBucket": MessageTemplate(
          "L'archivio delle foto non è configurato su questo server; chi lo gestisce deve crearne il bucket."),
        "error.s3.denied": MessageTemplate(
          "L'archivio delle foto ha rifiutato le credenziali di questo server; chi lo gestisce deve correggere le impostazioni."
        ),
        "error.s3.example": MessageTemplate(
          "scrivilo come s3://BUCKET?endpoint=http://HOST:PORT&path-style=true (o s3://BUCKET per AWS)"),
        "error.s3.notS3": MessageTemplate("--blobs (VISOR_BLOBS) non è un URL s3://; {example}."),
        "error.s3.credentialsInURL": MessageTemplate(
          "L'URL di --blobs non deve contenere credenziali: toglile e imposta AWS_ACCESS_KEY_ID e AWS_SECRET_ACCESS_KEY nell'ambiente o nel file delle chiavi 0600."
        ),
        "error.s3.bucketName": MessageTemplate(
          "Il nome del bucket in --blobs deve avere da 3 a 63 lettere minuscole, cifre, punti e trattini; {example}."
        ),
        "error.s3.unknownParameter": MessageTemplate(
          "--blobs ha un parametro sconosciuto \"{name}\"; usa endpoint, path-style, region o prefix."),
        "error.s3.endpoint": MessageTemplate(
          "L'endpoint di --blobs deve essere http(s)://HOST[:PORT] senza percorso; {example}."),
        "error.s3.pathStyle": MessageTemplate("path-style in --blobs deve essere true o false."),
        "error.s3.prefix": MessageTemplate(
          "prefix in --blobs deve sembrare una cartella di chiavi di blob, come visor/."),
        "error.backup.notBackup": MessageTemplate(
          "{path} non è un backup di Visor, o è danneggiato; creane uno nuovo con `visor backup --to FILE`."),
        "error.database.tooNew": MessageTemplate(
          "Il database ha la versione di schema {version} ({name}), che questo Visor non conosce. Avvia il Visor più recente che l'ha creato, o ripristina un backup."
        ),
        "error.database.migrationName": MessageTemplate(
          "La versione di schema {version} è stata applicata come “{name}”, ma questo Visor la chiama “{expected}”. Ripristina un backup fatto da questa versione di Visor."
        ),
        "error.user.usernameTaken": MessageTemplate(
          "Il nome utente “{username}” è già preso (maiuscole e minuscole non contano). Scegline un altro."),
        "error.user.missing": MessageTemplate(
          "L'utente non esiste. Controlla l'id o elenca gli utenti per trovarlo."),
        "error.user.createFirst": MessageTemplate("Questo utente non esiste; crealo prima."),
        "error.user.idExists": MessageTemplate("Esiste già un utente con questo id. Crealo con un nuovo id."),
        "error.analysis.othersId": MessageTemplate(
          "L'analisi di un altro utente ha questo id. Salva l'analisi con un nuovo id."),
        "error.recognizer.exists": MessageTemplate(
          "Esiste già un riconoscitore chiamato \"{name}\"; scegli un altro nome."),
        "error.record.othersId": MessageTemplate(
          "La scheda di un altro utente ha questo id. Salva la scheda con un nuovo id."),
        "error.chat.idExists": MessageTemplate(
          "Esiste una chat con questo id. Crea la chat con un nuovo id."),
        "error.message.idExists": MessageTemplate(
          "Esiste un messaggio con questo id. Invialo con un nuovo id."),
        "error.image.idExists": MessageTemplate("Esiste un'immagine con questo id. Salvala con un nuovo id."),
      ]
    case "pl":
      return [
        "error.mode.unknown": MessageTemplate(
          "Pole „{field}” musi mieć jedną z wartości: {modes}, a nie „{raw}”."),
        "error.prompt.tooLong": MessageTemplate(
          "Pytanie ma długość {count} znaków; nie przekraczaj {limit}."),
        "error.pipeline.noTranscription": MessageTemplate(
          "Brak modelu rozpoznawania mowy, który zrozumie mówione pytanie; zainstaluj modele lokalne (make run) albo skonfiguruj dostawcę transkrypcji."
        ),
        "error.pipeline.emptyAnswer": MessageTemplate(
          "Model zwrócił pustą odpowiedź; spróbuj ponownie albo wybierz inny model."),
        "error.text.control": MessageTemplate(
          "Pole „{field}” zawiera znak sterujący (U+{code}){allowed}; usuń go i wyślij tekst ponownie."),
        "error.text.controlAllowed": MessageTemplate(" (tabulator i podziały wierszy są tu dozwolone)"),
        "error.audio.decode": MessageTemplate(
          "Dekodowanie dźwięku w Visorze nie powiodło się ({reason}). Spróbuj ponownie."),
        "error.audio.sampleRate": MessageTemplate(
          "Częstotliwość próbkowania dźwięku ({rate} Hz) nie jest obsługiwana; użyj od 8000 do 192000 Hz."),
        "error.audio.encoder": MessageTemplate(
          "Koder {what} zawiódł. Spróbuj innego formatu dźwięku (mp3, opus lub wav)."),
        "error.image.colourProfile": MessageTemplate(
          "Nie udało się przekształcić pikseli do profilu barw {profile}."),
        "error.image.encode": MessageTemplate("Nie udało się zakodować obrazu jako {format}."),
        "error.crop.box": MessageTemplate(
          "Kadr musi mieć postać {box} jako ułamki wyprostowanego obrazu: x i y od 0, width i height powyżej 0, a x+width i y+height najwyżej 1."
        ),
        "error.crop.tooLarge": MessageTemplate(
          "Kadr ({crop}) nie może być większy niż krótszy bok ({side})."),
        "error.size.range": MessageTemplate(
          "{name} musi mieścić się między 1 a 8192 pikselami, a nie {value}."),
        "error.plugin.load": MessageTemplate(
          "Nie udało się wczytać natywnego silnika Visora {file} ({reason}). Uruchom `make run` lub `scripts/setup.sh`, aby zainstalować potrzebne biblioteki systemowe."
        ),
        "error.plugin.notFound": MessageTemplate(
          "Nie znaleziono natywnego silnika Visora {file} (szukano w: {places}). Zbuduj wszystkie produkty przez `swift build -c release` (lub `make build`) albo ustaw VISOR_PLUGIN_DIR na folder, który go zawiera."
        ),
        "error.plugin.symbol": MessageTemplate(
          "Natywnemu silnikowi Visora {file} brakuje funkcji {symbol}: pochodzi z innej kompilacji. Zbuduj ponownie przez `swift build -c release`."
        ),
        "error.plugin.version": MessageTemplate(
          "Natywny silnik Visora {file} pochodzi z innej kompilacji (niezgodna wersja API). Zbuduj ponownie przez `swift build -c release`."
        ),
        "error.vips.start": MessageTemplate(
          "Nie udało się uruchomić biblioteki obrazów (libvips). Sprawdź, czy libvips jest zainstalowana."),
        "error.known.nameTaken": MessageTemplate(
          "Tej nazwy już użyto; wybierz inną albo zmień nazwę starego wpisu lub go usuń."),
        "error.store.photosUnavailable": MessageTemplate(
          "Magazyn zdjęć jest niedostępny; spróbuj ponownie za minutę."),
        "error.helper.alreadyInvited": MessageTemplate(
          "To zaproszenie już wysłano; poproś tę osobę o akceptację w Ustawienia → Pomocnicy."),
        "error.cursor.notValid": MessageTemplate(
          "Kursor jest nieprawidłowy. Przekaż bez zmian nextCursor z poprzedniej strony albo pomiń go, aby zacząć od najnowszych."
        ),
        "error.migrate.targetNotEmpty": MessageTemplate(
          "Cel zawiera już dane ({database} albo bucket nie jest pusty). Migruj do pustej bazy i pustego bucketu albo podaj --resume, aby dokończyć przerwaną migrację do tego celu."
        ),
        "error.migrate.noTable": MessageTemplate(
          "Docelowa baza nie ma tabeli {table}, którą ma instalacja wbudowana. Uruchom tę samą wersję Visora po obu stronach (raz na celu, aby utworzyć schemat), a potem migruj ponownie."
        ),
        "error.migrate.rowCount": MessageTemplate(
          "Tabela {table} ma wierszy: {source} w instalacji wbudowanej, a {target} w celu. Podczas migracji nic innego nie może zapisywać w żadnej z nich; uruchom ponownie visor migrate --resume."
        ),
        "error.migrate.blob": MessageTemplate(
          "Blob {key} różni się w celu (inny SHA-256 albo brak). Uruchom ponownie visor migrate --resume."),
        "error.database.closed": MessageTemplate("Baza danych jest zamknięta. Uruchom Visora ponownie."),
        "error.postgres.library": MessageTemplate(
          "Nie udało się wczytać biblioteki klienta PostgreSQL ({reason}); zainstaluj libpq5 (robi to scripts/setup.sh) albo nie ustawiaj --database, aby użyć wbudowanego magazynu SQLite."
        ),
        "error.postgres.url": MessageTemplate(
          "--database (VISOR_DATABASE) musi być adresem, np. postgres://visor@127.0.0.1:5432/visor, a nie „{url}”."
        ),
        "error.postgres.invalidURL": MessageTemplate(
          "--database (VISOR_DATABASE) nie jest poprawnym adresem PostgreSQL ({detail}); zapisz go jako postgres://USER@HOST:PORT/DATABASE."
        ),
        "error.postgres.password": MessageTemplate(
          "Adres bazy danych (--database, VISOR_DATABASE lub plik konfiguracji) nie może zawierać hasła: usuń je i ustaw PGPASSWORD w środowisku albo PGPASSWORD=… w pliku kluczy 0600 (--key-file)."
        ),
        "error.database.busyMinute": MessageTemplate(
          "Baza danych jest zajęta i nie odpowiedziała na czas; spróbuj ponownie za minutę."),
        "error.database.locked": MessageTemplate(
          "Baza danych była zajęta przez 5 sekund (inny proces trzyma blokadę). Spróbuj za chwilę."),
        "error.blob.key": MessageTemplate(
          "Klucz blobu jest nieprawidłowy: użyj małych liter, cyfr i / . _ - w segmentach niezaczynających się od kropki, np. images/ab/<uuid>.jpg."
        ),
        "error.user.noSuchListCLI": MessageTemplate(
          "Nie ma takiego użytkownika; wyświetl użytkowników przez `visor users list`."),
        "error.s3.noBucket": MessageTemplate(
          "Magazyn zdjęć nie jest przygotowany na tym serwerze; jego operator musi utworzyć bucket."),
        "error.s3.denied": MessageTemplate(
          "Magazyn zdjęć odrzucił dane dostępowe tego serwera; jego operator musi poprawić ustawienia magazynu."
        ),
        "error.s3.example": MessageTemplate(
          "zapisz go jako s3://BUCKET?endpoint=http://HOST:PORT&path-style=true (lub s3://BUCKET dla AWS)"),
        "error.s3.notS3": MessageTemplate("--blobs (VISOR_BLOBS) nie jest adresem s3://; {example}."),
        "error.s3.credentialsInURL": MessageTemplate(
          "Adres --blobs nie może zawierać danych dostępowych: usuń je i ustaw AWS_ACCESS_KEY_ID oraz AWS_SECRET_ACCESS_KEY w środowisku albo w pliku kluczy 0600."
        ),
        "error.s3.bucketName": MessageTemplate(
          "Nazwa bucketu w --blobs musi mieć 3–63 małe litery, cyfry, kropki i łączniki; {example}."),
        "error.s3.unknownParameter": MessageTemplate(
          "--blobs ma nieznany parametr „{name}”; użyj endpoint, path-style, region lub prefix."),
        "error.s3.endpoint": MessageTemplate(
          "Endpoint w --blobs musi mieć postać http(s)://HOST[:PORT] bez ścieżki; {example}."),
        "error.s3.pathStyle": MessageTemplate("path-style w --blobs musi mieć wartość true albo false."),
        "error.s3.prefix": MessageTemplate(
          "prefix w --blobs musi wyglądać jak folder kluczy blobów, np. visor/."),
        "error.backup.notBackup": MessageTemplate(
          "{path} nie jest kopią Visora albo jest uszkodzony; utwórz nową przez `visor backup --to FILE`."),
        "error.database.tooNew": MessageTemplate(
          "Baza ma wersję schematu {version} ({name}), której ten Visor nie zna. Uruchom nowszego Visora, który ją utworzył, albo przywróć kopię."
        ),
        "error.database.migrationName": MessageTemplate(
          "Wersję schematu {version} zastosowano jako „{name}”, ale ten Visor nazywa ją „{expected}”. Przywróć kopię zrobioną tą wersją Visora."
        ),
        "error.user.usernameTaken": MessageTemplate(
          "Nazwa użytkownika „{username}” jest już zajęta (wielkość liter się nie liczy). Wybierz inną."),
        "error.user.missing": MessageTemplate(
          "Użytkownik nie istnieje. Sprawdź jego id albo wyświetl listę użytkowników."),
        "error.user.createFirst": MessageTemplate("Nie ma takiego użytkownika; najpierw go utwórz."),
        "error.user.idExists": MessageTemplate("Użytkownik o tym id już istnieje. Utwórz go z nowym id."),
        "error.analysis.othersId": MessageTemplate(
          "Analiza innego użytkownika ma to id. Zapisz analizę z nowym id."),
        "error.recognizer.exists": MessageTemplate(
          "Rozpoznawacz o nazwie „{name}” już istnieje; wybierz inną nazwę."),
        "error.record.othersId": MessageTemplate("Wpis innego użytkownika ma to id. Zapisz wpis z nowym id."),
        "error.chat.idExists": MessageTemplate("Czat o tym id już istnieje. Utwórz czat z nowym id."),
        "error.message.idExists": MessageTemplate("Wiadomość o tym id już istnieje. Wyślij ją z nowym id."),
        "error.image.idExists": MessageTemplate("Obraz o tym id już istnieje. Zapisz go z nowym id."),
      ]
    case "tr":
      return [
        "error.mode.unknown": MessageTemplate(
          "\"{field}\" alanı şunlardan biri olmalı: {modes}, \"{raw}\" değil."),
        "error.prompt.tooLong": MessageTemplate("Soru {count} karakter; {limit} karakterin altında tutun."),
        "error.pipeline.noTranscription": MessageTemplate(
          "Sesli soruyu anlayacak bir konuşma tanıma modeli yok; yerel modelleri kurun (make run) ya da bir yazıya dökme sağlayıcısı yapılandırın."
        ),
        "error.pipeline.emptyAnswer": MessageTemplate(
          "Model boş bir yanıt döndürdü; yeniden deneyin ya da başka bir model seçin."),
        "error.text.control": MessageTemplate(
          "\"{field}\" alanında bir denetim karakteri var (U+{code}){allowed}; kaldırıp metni yeniden gönderin."
        ),
        "error.text.controlAllowed": MessageTemplate(" (sekme ve satır sonları burada olur)"),
        "error.audio.decode": MessageTemplate("Ses Visor içinde çözülemedi ({reason}). Yeniden deneyin."),
        "error.audio.sampleRate": MessageTemplate(
          "Sesin örnekleme hızı ({rate} Hz) desteklenmiyor; 8000 ile 192000 Hz arası kullanın."),
        "error.audio.encoder": MessageTemplate(
          "{what} kodlayıcısı başarısız oldu. Başka bir ses biçimi deneyin (mp3, opus ya da wav)."),
        "error.image.colourProfile": MessageTemplate("Pikseller {profile} renk profiline dönüştürülemedi."),
        "error.image.encode": MessageTemplate("Görsel {format} olarak kodlanamadı."),
        "error.crop.box": MessageTemplate(
          "Kırpma kutusu dik çevrilmiş görselin kesirleri olarak {box} olmalı: x ve y 0'dan başlar, width ve height 0'dan büyük, x+width ve y+height en fazla 1."
        ),
        "error.crop.tooLarge": MessageTemplate("Kırpma ({crop}) kısa kenardan ({side}) büyük olamaz."),
        "error.size.range": MessageTemplate("{name} 1 ile 8192 piksel arasında olmalı, {value} değil."),
        "error.plugin.load": MessageTemplate(
          "Visor'ın yerel motoru {file} yüklenemedi ({reason}). Gereken sistem kitaplıklarını kurmak için `make run` ya da `scripts/setup.sh` çalıştırın."
        ),
        "error.plugin.notFound": MessageTemplate(
          "Visor'ın yerel motoru {file} bulunamadı (bakılan yerler: {places}). Tüm ürünleri `swift build -c release` (ya da `make build`) ile derleyin veya VISOR_PLUGIN_DIR'i onu içeren klasöre ayarlayın."
        ),
        "error.plugin.symbol": MessageTemplate(
          "Visor'ın yerel motorunda ({file}) {symbol} işlevi yok: başka bir derlemeden. `swift build -c release` ile yeniden derleyin."
        ),
        "error.plugin.version": MessageTemplate(
          "Visor'ın yerel motoru {file} başka bir derlemeden (API sürümü uyuşmuyor). `swift build -c release` ile yeniden derleyin."
        ),
        "error.vips.start": MessageTemplate(
          "Görsel kitaplığı (libvips) başlatılamadı. libvips'in kurulu olduğunu kontrol edin."),
        "error.known.nameTaken": MessageTemplate(
          "Bu adla zaten bir tane öğrettiniz; başka bir ad seçin ya da eskisinin adını değiştirin veya silin."
        ),
        "error.store.photosUnavailable": MessageTemplate(
          "Fotoğraf deposu kullanılamıyor; bir dakika sonra yeniden deneyin."),
        "error.helper.alreadyInvited": MessageTemplate(
          "Bu kişiyi zaten davet ettiniz; Ayarlar → Yardımcılar bölümünden kabul etmesini isteyin."),
        "error.cursor.notValid": MessageTemplate(
          "İmleç geçerli değil. Önceki sayfanın nextCursor değerini değiştirmeden verin ya da en yeniden başlamak için vermeyin."
        ),
        "error.migrate.targetNotEmpty": MessageTemplate(
          "Hedefte zaten veri var ({database} ya da bucket boş değil). Boş bir veritabanına ve bucket'a taşıyın ya da buraya yarım kalmış bir taşımayı bitirmek için --resume verin."
        ),
        "error.migrate.noTable": MessageTemplate(
          "Hedef veritabanında gömülü kurulumda olan {table} tablosu yok. İki tarafta da aynı Visor sürümünü çalıştırın (şemayı oluşturmak için hedefte bir kez başlatın), sonra yeniden taşıyın."
        ),
        "error.migrate.rowCount": MessageTemplate(
          "{table} tablosunda gömülü kurulumda {source}, hedefte ise {target} satır var. Taşıma sırasında başka hiçbir şey ikisine de yazmamalı; visor migrate --resume'u yeniden çalıştırın."
        ),
        "error.migrate.blob": MessageTemplate(
          "{key} blob'u hedefte farklı (SHA-256 uyuşmuyor ya da yok). visor migrate --resume'u yeniden çalıştırın."
        ),
        "error.database.closed": MessageTemplate("Veritabanı kapalı. Visor'ı yeniden başlatın."),
        "error.postgres.library": MessageTemplate(
          "PostgreSQL istemci kitaplığı yüklenemedi ({reason}); libpq5 kurun (scripts/setup.sh kurar) ya da gömülü SQLite deposunu kullanmak için --database ayarlamayın."
        ),
        "error.postgres.url": MessageTemplate(
          "--database (VISOR_DATABASE), postgres://visor@127.0.0.1:5432/visor gibi bir URL olmalı, \"{url}\" değil."
        ),
        "error.postgres.invalidURL": MessageTemplate(
          "--database (VISOR_DATABASE) geçerli bir PostgreSQL URL'si değil ({detail}); postgres://USER@HOST:PORT/DATABASE biçiminde yazın."
        ),
        "error.postgres.password": MessageTemplate(
          "Veritabanı URL'si (--database, VISOR_DATABASE ya da yapılandırma dosyası) parola içermemeli: kaldırın ve PGPASSWORD'ü ortamda ya da PGPASSWORD=… olarak 0600 anahtar dosyasında (--key-file) ayarlayın."
        ),
        "error.database.busyMinute": MessageTemplate(
          "Veritabanı meşgul ve zamanında yanıt vermedi; bir dakika sonra yeniden deneyin."),
        "error.database.locked": MessageTemplate(
          "Veritabanı 5 saniye meşgul kaldı (başka bir işlem kilit tutuyor). Birazdan yeniden deneyin."),
        "error.blob.key": MessageTemplate(
          "Blob anahtarı geçerli değil: noktayla başlamayan bölümlerde küçük harf, rakam ve / . _ - kullanın, örneğin images/ab/<uuid>.jpg."
        ),
        "error.user.noSuchListCLI": MessageTemplate(
          "Böyle bir kullanıcı yok; kullanıcıları `visor users list` ile listeleyin."),
        "error.s3.noBucket": MessageTemplate(
          "Fotoğraf deposu bu sunucuda kurulmamış; işletmecisi bucket'ını oluşturmalı."),
        "error.s3.denied": MessageTemplate(
          "Fotoğraf deposu bu sunucunun kimlik bilgilerini reddetti; işletmecisi depolama ayarlarını düzeltmeli."
        ),
        "error.s3.example": MessageTemplate(
          "s3://BUCKET?endpoint=http://HOST:PORT&path-style=true biçiminde yazın (AWS için s3://BUCKET)"),
        "error.s3.notS3": MessageTemplate("--blobs (VISOR_BLOBS) bir s3:// URL'si değil; {example}."),
        "error.s3.credentialsInURL": MessageTemplate(
          "--blobs URL'si kimlik bilgisi içermemeli: kaldırın ve AWS_ACCESS_KEY_ID ile AWS_SECRET_ACCESS_KEY değerlerini ortamda ya da 0600 anahtar dosyasında ayarlayın."
        ),
        "error.s3.bucketName": MessageTemplate(
          "--blobs içindeki bucket adı 3–63 küçük harf, rakam, nokta ve kısa çizgi olmalı; {example}."),
        "error.s3.unknownParameter": MessageTemplate(
          "--blobs içinde bilinmeyen bir parametre var: \"{name}\"; endpoint, path-style, region ya da prefix kullanın."
        ),
        "error.s3.endpoint": MessageTemplate(
          "--blobs içindeki endpoint yol içermeyen http(s)://HOST[:PORT] olmalı; {example}."),
        "error.s3.pathStyle": MessageTemplate("--blobs içindeki path-style true ya da false olmalı."),
        "error.s3.prefix": MessageTemplate(
          "--blobs içindeki prefix bir blob anahtar klasörüne benzemeli, örneğin visor/."),
        "error.backup.notBackup": MessageTemplate(
          "{path} bir Visor yedeği değil ya da bozuk; `visor backup --to FILE` ile yeni bir yedek alın."),
        "error.database.tooNew": MessageTemplate(
          "Veritabanının şema sürümü {version} ({name}); bu Visor onu tanımıyor. Onu oluşturan daha yeni Visor'ı çalıştırın ya da bir yedeği geri yükleyin."
        ),
        "error.database.migrationName": MessageTemplate(
          "Şema sürümü {version} “{name}” olarak uygulanmış ama bu Visor ona “{expected}” diyor. Bu Visor sürümüyle alınmış bir yedeği geri yükleyin."
        ),
        "error.user.usernameTaken": MessageTemplate(
          "“{username}” kullanıcı adı zaten alınmış (büyük/küçük harf fark etmez). Başka bir kullanıcı adı seçin."
        ),
        "error.user.missing": MessageTemplate(
          "Kullanıcı yok. Kimliği kontrol edin ya da bulmak için kullanıcıları listeleyin."),
        "error.user.createFirst": MessageTemplate("Böyle bir kullanıcı yok; önce oluşturun."),
        "error.user.idExists": MessageTemplate(
          "Bu kimlikle bir kullanıcı zaten var. Yeni bir kimlikle oluşturun."),
        "error.analysis.othersId": MessageTemplate(
          "Başka bir kullanıcının analizi bu kimliğe sahip. Analizi yeni bir kimlikle kaydedin."),
        "error.recognizer.exists": MessageTemplate(
          "\"{name}\" adında bir tanıyıcı zaten var; başka bir ad seçin."),
        "error.record.othersId": MessageTemplate(
          "Başka bir kullanıcının kaydı bu kimliğe sahip. Kaydı yeni bir kimlikle saklayın."),
        "error.chat.idExists": MessageTemplate(
          "Bu kimlikle bir sohbet var. Sohbeti yeni bir kimlikle oluşturun."),
        "error.message.idExists": MessageTemplate("Bu kimlikle bir ileti var. Yeni bir kimlikle gönderin."),
        "error.image.idExists": MessageTemplate("Bu kimlikle bir görsel var. Yeni bir kimlikle kaydedin."),
      ]
    case "ru":
      return [
        "error.mode.unknown": MessageTemplate("Поле «{field}» должно быть одним из: {modes}, а не «{raw}»."),
        "error.prompt.tooLong": MessageTemplate("Длина вопроса: {count}; уложитесь в {limit} символов."),
        "error.pipeline.noTranscription": MessageTemplate(
          "Нет модели распознавания речи, чтобы понять заданный голосом вопрос; установите локальные модели (make run) или настройте провайдера распознавания."
        ),
        "error.pipeline.emptyAnswer": MessageTemplate(
          "Модель вернула пустой ответ; попробуйте ещё раз или выберите другую модель."),
        "error.text.control": MessageTemplate(
          "В поле «{field}» есть управляющий символ (U+{code}){allowed}; уберите его и отправьте текст снова."
        ),
        "error.text.controlAllowed": MessageTemplate(" (табуляция и переводы строк здесь допустимы)"),
        "error.audio.decode": MessageTemplate(
          "Не удалось декодировать звук в Visor ({reason}). Попробуйте ещё раз."),
        "error.audio.sampleRate": MessageTemplate(
          "Частота дискретизации звука ({rate} Гц) не поддерживается; используйте от 8000 до 192000 Гц."),
        "error.audio.encoder": MessageTemplate(
          "Сбой кодировщика {what}. Попробуйте другой формат звука (mp3, opus или wav)."),
        "error.image.colourProfile": MessageTemplate(
          "Не удалось перевести пиксели в цветовой профиль {profile}."),
        "error.image.encode": MessageTemplate("Не удалось закодировать изображение в {format}."),
        "error.crop.box": MessageTemplate(
          "Рамка обрезки — {box} в долях выпрямленного изображения: x и y от 0, width и height больше 0, x+width и y+height не больше 1."
        ),
        "error.crop.tooLarge": MessageTemplate(
          "Обрезка ({crop}) не может быть больше короткой стороны ({side})."),
        "error.size.range": MessageTemplate("{name} — от 1 до 8192 пикселей, а не {value}."),
        "error.plugin.load": MessageTemplate(
          "Не удалось загрузить встроенный движок Visor {file} ({reason}). Запустите `make run` или `scripts/setup.sh`, чтобы установить нужные системные библиотеки."
        ),
        "error.plugin.notFound": MessageTemplate(
          "Встроенный движок Visor {file} не найден (искали в {places}). Соберите все продукты через `swift build -c release` (или `make build`) или задайте VISOR_PLUGIN_DIR — папку, где он лежит."
        ),
        "error.plugin.symbol": MessageTemplate(
          "Во встроенном движке Visor {file} нет функции {symbol}: он из другой сборки. Пересоберите через `swift build -c release`."
        ),
        "error.plugin.version": MessageTemplate(
          "Встроенный движок Visor {file} из другой сборки (не совпадает версия API). Пересоберите через `swift build -c release`."
        ),
        "error.vips.start": MessageTemplate(
          "Не удалось запустить библиотеку изображений (libvips). Проверьте, что libvips установлена."),
        "error.known.nameTaken": MessageTemplate(
          "С этим именем уже есть запись; выберите другое имя или переименуйте либо удалите старую."),
        "error.store.photosUnavailable": MessageTemplate(
          "Хранилище фото недоступно; попробуйте через минуту."),
        "error.helper.alreadyInvited": MessageTemplate(
          "Вы уже пригласили этого человека; попросите его принять приглашение в разделе Настройки → Помощники."
        ),
        "error.cursor.notValid": MessageTemplate(
          "Курсор недействителен. Передайте nextCursor предыдущей страницы без изменений или уберите его, чтобы начать с самых новых."
        ),
        "error.migrate.targetNotEmpty": MessageTemplate(
          "В цели уже есть данные ({database} или бакет не пуст). Переносите в пустые базу и бакет или укажите --resume, чтобы завершить прерванный перенос сюда."
        ),
        "error.migrate.noTable": MessageTemplate(
          "В целевой базе нет таблицы {table}, которая есть во встроенной установке. Запустите одну версию Visor с обеих сторон (один раз на цели, чтобы создать схему) и перенесите снова."
        ),
        "error.migrate.rowCount": MessageTemplate(
          "В таблице {table} строк: {source} во встроенной установке и {target} в цели. Во время переноса ничто другое не должно туда писать; снова запустите visor migrate --resume."
        ),
        "error.migrate.blob": MessageTemplate(
          "Блоб {key} в цели отличается (не совпадает SHA-256 или его нет). Снова запустите visor migrate --resume."
        ),
        "error.database.closed": MessageTemplate("База данных закрыта. Перезапустите Visor."),
        "error.postgres.library": MessageTemplate(
          "Не удалось загрузить клиентскую библиотеку PostgreSQL ({reason}); установите libpq5 (это делает scripts/setup.sh) или не задавайте --database, чтобы использовать встроенное хранилище SQLite."
        ),
        "error.postgres.url": MessageTemplate(
          "--database (VISOR_DATABASE) — адрес вида postgres://visor@127.0.0.1:5432/visor, а не «{url}»."),
        "error.postgres.invalidURL": MessageTemplate(
          "--database (VISOR_DATABASE) — не корректный адрес PostgreSQL ({detail}); запишите его как postgres://USER@HOST:PORT/DATABASE."
        ),
        "error.postgres.password": MessageTemplate(
          "Адрес базы данных (--database, VISOR_DATABASE или файл настроек) не должен содержать пароль: уберите его и задайте PGPASSWORD в окружении или PGPASSWORD=… в файле ключей 0600 (--key-file)."
        ),
        "error.database.busyMinute": MessageTemplate(
          "База данных занята и не ответила вовремя; попробуйте через минуту."),
        "error.database.locked": MessageTemplate(
          "База данных была занята 5 секунд (другой процесс держит блокировку). Попробуйте чуть позже."),
        "error.blob.key": MessageTemplate(
          "Ключ блоба недействителен: используйте строчные буквы, цифры и / . _ - в сегментах, не начинающихся с точки, например images/ab/<uuid>.jpg."
        ),
        "error.user.noSuchListCLI": MessageTemplate(
          "Такого пользователя нет; список пользователей — `visor users list`."),
        "error.s3.noBucket": MessageTemplate(
          "Хранилище фото на этом сервере не настроено; тот, кто его обслуживает, должен создать бакет."),
        "error.s3.denied": MessageTemplate(
          "Хранилище фото отклонило учётные данные этого сервера; тот, кто его обслуживает, должен исправить настройки."
        ),
        "error.s3.example": MessageTemplate(
          "запишите его как s3://BUCKET?endpoint=http://HOST:PORT&path-style=true (или s3://BUCKET для AWS)"),
        "error.s3.notS3": MessageTemplate("--blobs (VISOR_BLOBS) — не адрес s3://; {example}."),
        "error.s3.credentialsInURL": MessageTemplate(
          "Адрес --blobs не должен содержать учётные данные: уберите их и задайте AWS_ACCESS_KEY_ID и AWS_SECRET_ACCESS_KEY в окружении или в файле ключей 0600."
        ),
        "error.s3.bucketName": MessageTemplate(
          "Имя бакета в --blobs — от 3 до 63 строчных букв, цифр, точек и дефисов; {example}."),
        "error.s3.unknownParameter": MessageTemplate(
          "В --blobs неизвестный параметр «{name}»; используйте endpoint, path-style, region или prefix."),
        "error.s3.endpoint": MessageTemplate(
          "Endpoint в --blobs — http(s)://HOST[:PORT] без пути; {example}."),
        "error.s3.pathStyle": MessageTemplate("path-style в --blobs — true или false."),
        "error.s3.prefix": MessageTemplate(
          "prefix в --blobs должен выглядеть как папка ключей блобов, например visor/."),
        "error.backup.notBackup": MessageTemplate(
          "{path} — не резервная копия Visor или она повреждена; создайте новую через `visor backup --to FILE`."
        ),
        "error.database.tooNew": MessageTemplate(
          "У базы данных версия схемы {version} ({name}), которую этот Visor не знает. Запустите более новый Visor, создавший её, или восстановите резервную копию."
        ),
        "error.database.migrationName": MessageTemplate(
          "Версия схемы {version} применена как «{name}», а этот Visor называет её «{expected}». Восстановите резервную копию, сделанную этой версией Visor."
        ),
        "error.user.usernameTaken": MessageTemplate(
          "Имя пользователя «{username}» уже занято (регистр букв не учитывается). Выберите другое."),
        "error.user.missing": MessageTemplate(
          "Такого пользователя нет. Проверьте id или найдите его в списке пользователей."),
        "error.user.createFirst": MessageTemplate("Такого пользователя нет; сначала создайте его."),
        "error.user.idExists": MessageTemplate("Пользователь с таким id уже есть. Создайте его с новым id."),
        "error.analysis.othersId": MessageTemplate(
          "Этот id у анализа другого пользователя. Сохраните анализ с новым id."),
        "error.recognizer.exists": MessageTemplate("Распознаватель «{name}» уже есть; выберите другое имя."),
        "error.record.othersId": MessageTemplate(
          "Этот id у записи другого пользователя. Сохраните запись с новым id."),
        "error.chat.idExists": MessageTemplate("Чат с таким id уже есть. Создайте чат с новым id."),
        "error.message.idExists": MessageTemplate("Сообщение с таким id уже есть. Отправьте его с новым id."),
        "error.image.idExists": MessageTemplate("Изображение с таким id уже есть. Сохраните его с новым id."),
      ]
    case "ar":
      return [
        "error.mode.unknown": MessageTemplate(
          "يجب أن يكون الحقل \"{field}\" أحد هذه: {modes}، وليس \"{raw}\"."),
        "error.prompt.tooLong": MessageTemplate("في السؤال {count} حرفًا؛ اجعله أقل من {limit}."),
        "error.pipeline.noTranscription": MessageTemplate(
          "لا يتوفر نموذج للتعرّف على الكلام لفهم السؤال المنطوق؛ ثبّت النماذج المحلية (make run) أو اضبط مزوّدًا لتفريغ الكلام."
        ),
        "error.pipeline.emptyAnswer": MessageTemplate(
          "أرجع النموذج إجابة فارغة؛ حاول مرة أخرى أو اختر نموذجًا آخر."),
        "error.text.control": MessageTemplate(
          "يحوي الحقل \"{field}\" محرف تحكّم (U+{code}){allowed}؛ احذفه وأرسل النص من جديد."),
        "error.text.controlAllowed": MessageTemplate(" (علامة الجدولة وفواصل الأسطر مقبولة هنا)"),
        "error.audio.decode": MessageTemplate("فشل فكّ ترميز الصوت داخل Visor ‏({reason}). حاول مرة أخرى."),
        "error.audio.sampleRate": MessageTemplate(
          "معدّل عيّنات الصوت ({rate} هرتز) غير مدعوم؛ استخدم من 8000 إلى 192000 هرتز."),
        "error.audio.encoder": MessageTemplate("فشل مرمّز {what}. جرّب صيغة صوت أخرى (mp3 أو opus أو wav)."),
        "error.image.colourProfile": MessageTemplate("تعذّر تحويل البكسلات إلى ملف الألوان {profile}."),
        "error.image.encode": MessageTemplate("تعذّر ترميز الصورة بصيغة {format}."),
        "error.crop.box": MessageTemplate(
          "يجب أن يكون إطار القص {box} ككسور من الصورة المعدّلة الاتجاه: x وy من 0، وwidth وheight أكبر من 0، وx+width وy+height لا تتجاوز 1."
        ),
        "error.crop.tooLarge": MessageTemplate("يجب ألا يكون القص ({crop}) أكبر من الضلع الأقصر ({side})."),
        "error.size.range": MessageTemplate("يجب أن يكون {name} بين 1 و8192 بكسلًا، وليس {value}."),
        "error.plugin.load": MessageTemplate(
          "تعذّر تحميل المحرّك الأصلي لـVisor ‏{file} ‏({reason}). شغّل `make run` أو `scripts/setup.sh` لتثبيت مكتبات النظام التي يحتاجها."
        ),
        "error.plugin.notFound": MessageTemplate(
          "لم يُعثر على المحرّك الأصلي لـVisor ‏{file} (بُحث في {places}). ابنِ كل المنتجات بـ`swift build -c release` (أو `make build`)، أو اضبط VISOR_PLUGIN_DIR على المجلد الذي يحويه."
        ),
        "error.plugin.symbol": MessageTemplate(
          "ينقص المحرّكَ الأصلي لـVisor ‏{file} الدالةُ {symbol}: إنه من بناء آخر. أعد البناء بـ`swift build -c release`."
        ),
        "error.plugin.version": MessageTemplate(
          "المحرّك الأصلي لـVisor ‏{file} من بناء آخر (إصدار API غير مطابق). أعد البناء بـ`swift build -c release`."
        ),
        "error.vips.start": MessageTemplate("تعذّر تشغيل مكتبة الصور (libvips). تحقّق من تثبيت libvips."),
        "error.known.nameTaken": MessageTemplate(
          "علّمت واحدًا بهذا الاسم من قبل؛ اختر اسمًا آخر، أو غيّر اسم القديم أو احذفه."),
        "error.store.photosUnavailable": MessageTemplate("مخزن الصور غير متاح؛ حاول بعد دقيقة."),
        "error.helper.alreadyInvited": MessageTemplate(
          "دعوت هذا الشخص من قبل؛ اطلب منه القبول في الإعدادات ← المساعدون."),
        "error.cursor.notValid": MessageTemplate(
          "المؤشّر غير صالح. مرّر قيمة nextCursor من الصفحة السابقة دون تغيير، أو احذفه لتبدأ من الأحدث."),
        "error.migrate.targetNotEmpty": MessageTemplate(
          "الهدف يحوي بيانات بالفعل ({database} أو الحاوية ليست فارغة). انقل إلى قاعدة بيانات وحاوية فارغتين، أو مرّر ‎--resume‎ لإكمال نقل متوقّف إلى هذا الهدف."
        ),
        "error.migrate.noTable": MessageTemplate(
          "لا يحوي قاعدة البيانات الهدف الجدول {table} الموجود في التثبيت المدمج. شغّل إصدار Visor نفسه في الطرفين (شغّله مرة على الهدف لإنشاء مخططه)، ثم انقل من جديد."
        ),
        "error.migrate.rowCount": MessageTemplate(
          "في الجدول {table} ‏{source} صفًّا في التثبيت المدمج و{target} في الهدف. لا يجوز لشيء آخر الكتابة في أيٍّ منهما أثناء النقل؛ شغّل visor migrate --resume مرة أخرى."
        ),
        "error.migrate.blob": MessageTemplate(
          "الكتلة {key} مختلفة في الهدف (SHA-256 غير مطابق أو مفقود). شغّل visor migrate --resume مرة أخرى."),
        "error.database.closed": MessageTemplate("قاعدة البيانات مغلقة. أعد تشغيل Visor."),
        "error.postgres.library": MessageTemplate(
          "تعذّر تحميل مكتبة عميل PostgreSQL ‏({reason})؛ ثبّت libpq5 (يفعل ذلك scripts/setup.sh)، أو اترك ‎--database‎ دون ضبط لاستخدام مخزن SQLite المدمج."
        ),
        "error.postgres.url": MessageTemplate(
          "يجب أن يكون ‎--database‎ ‏(VISOR_DATABASE) عنوانًا مثل postgres://visor@127.0.0.1:5432/visor، وليس \"{url}\"."
        ),
        "error.postgres.invalidURL": MessageTemplate(
          "‎--database‎ ‏(VISOR_DATABASE) ليس عنوان PostgreSQL صالحًا ({detail})؛ اكتبه بالشكل postgres://USER@HOST:PORT/DATABASE."
        ),
        "error.postgres.password": MessageTemplate(
          "يجب ألا يحوي عنوان قاعدة البيانات (‎--database‎ أو VISOR_DATABASE أو ملف الإعدادات) كلمة مرور: احذفها واضبط PGPASSWORD في البيئة، أو PGPASSWORD=… في ملف المفاتيح 0600 ‏(‎--key-file‎)."
        ),
        "error.database.busyMinute": MessageTemplate(
          "قاعدة البيانات مشغولة ولم تُجب في الوقت المحدد؛ حاول بعد دقيقة."),
        "error.database.locked": MessageTemplate(
          "ظلّت قاعدة البيانات مشغولة 5 ثوانٍ (عملية أخرى تحتفظ بقفل). حاول بعد قليل."),
        "error.blob.key": MessageTemplate(
          "مفتاح الكتلة غير صالح: استخدم أحرفًا صغيرة وأرقامًا و/ . _ - في مقاطع لا تبدأ بنقطة، مثل images/ab/<uuid>.jpg."
        ),
        "error.user.noSuchListCLI": MessageTemplate(
          "لا يوجد هذا المستخدم؛ اعرض المستخدمين بـ`visor users list`."),
        "error.s3.noBucket": MessageTemplate("مخزن الصور غير مُعدّ على هذا الخادم؛ يجب أن ينشئ مشغّله الحاوية."),
        "error.s3.denied": MessageTemplate(
          "رفض مخزن الصور بيانات اعتماد هذا الخادم؛ يجب أن يصلح مشغّله إعدادات التخزين."),
        "error.s3.example": MessageTemplate(
          "اكتبه بالشكل s3://BUCKET?endpoint=http://HOST:PORT&path-style=true (أو s3://BUCKET لـAWS)"),
        "error.s3.notS3": MessageTemplate("‎--blobs‎ ‏(VISOR_BLOBS) ليس عنوان s3://؛ {example}."),
        "error.s3.credentialsInURL": MessageTemplate(
          "يجب ألا يحوي عنوان ‎--blobs‎ بيانات اعتماد: احذفها واضبط AWS_ACCESS_KEY_ID وAWS_SECRET_ACCESS_KEY في البيئة أو في ملف المفاتيح 0600."
        ),
        "error.s3.bucketName": MessageTemplate(
          "يجب أن يتكوّن اسم الحاوية في ‎--blobs‎ من 3 إلى 63 حرفًا صغيرًا أو رقمًا أو نقطة أو شرطة؛ {example}."),
        "error.s3.unknownParameter": MessageTemplate(
          "في ‎--blobs‎ معامل غير معروف \"{name}\"؛ استخدم endpoint أو path-style أو region أو prefix."),
        "error.s3.endpoint": MessageTemplate(
          "يجب أن تكون نقطة النهاية في ‎--blobs‎ ‏http(s)://HOST[:PORT] دون مسار؛ {example}."),
        "error.s3.pathStyle": MessageTemplate("يجب أن يكون path-style في ‎--blobs‎ ‏true أو false."),
        "error.s3.prefix": MessageTemplate("يجب أن يبدو prefix في ‎--blobs‎ كمجلد مفاتيح كتل، مثل visor/."),
        "error.backup.notBackup": MessageTemplate(
          "{path} ليس نسخة احتياطية لـVisor أو أنه تالف؛ أنشئ نسخة جديدة بـ`visor backup --to FILE`."),
        "error.database.tooNew": MessageTemplate(
          "لقاعدة البيانات إصدار مخطط {version} ‏({name}) لا يعرفه هذا الـVisor. شغّل الإصدار الأحدث الذي أنشأها، أو استعد نسخة احتياطية."
        ),
        "error.database.migrationName": MessageTemplate(
          "طُبّق إصدار المخطط {version} باسم \"{name}\" لكن هذا الـVisor يسمّيه \"{expected}\". استعد نسخة احتياطية أنشأها هذا الإصدار من Visor."
        ),
        "error.user.usernameTaken": MessageTemplate(
          "اسم المستخدم \"{username}\" مأخوذ بالفعل (لا يُفرَّق بين الأحرف الكبيرة والصغيرة). اختر اسمًا آخر."),
        "error.user.missing": MessageTemplate(
          "المستخدم غير موجود. تحقّق من معرّفه، أو اعرض المستخدمين للعثور عليه."),
        "error.user.createFirst": MessageTemplate("لا يوجد هذا المستخدم؛ أنشئه أولًا."),
        "error.user.idExists": MessageTemplate("يوجد مستخدم بهذا المعرّف بالفعل. أنشئه بمعرّف جديد."),
        "error.analysis.othersId": MessageTemplate("لتحليل مستخدم آخر هذا المعرّف. احفظ التحليل بمعرّف جديد."),
        "error.recognizer.exists": MessageTemplate("يوجد مُعرِّف باسم \"{name}\" بالفعل؛ اختر اسمًا آخر."),
        "error.record.othersId": MessageTemplate("لسجل مستخدم آخر هذا المعرّف. احفظ السجل بمعرّف جديد."),
        "error.chat.idExists": MessageTemplate("توجد محادثة بهذا المعرّف. أنشئ المحادثة بمعرّف جديد."),
        "error.message.idExists": MessageTemplate("توجد رسالة بهذا المعرّف. أرسلها بمعرّف جديد."),
        "error.image.idExists": MessageTemplate("توجد صورة بهذا المعرّف. احفظها بمعرّف جديد."),
      ]
    default: return [:]
    }
  }
}
