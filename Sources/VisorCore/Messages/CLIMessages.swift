import Foundation

// visor's own lines (issue 27): the command-line tool's hints, progress lines, usage errors and
// `--help` summaries, one table per language, merged into each language's catalogue (so
// CatalogueCompletenessTests checks them as it checks the rest). Ids are `cli.*`; the English
// wording is what `visor` printed before it was translated.
extension MessageCatalogue {
  static let cliEnglishLines: [MessageID: MessageTemplate] = [
    "cli.help.intro": MessageTemplate("visor {version} — a self-hosted AI vision assistant."),
    "cli.help.usage": MessageTemplate("Usage: visor <command> [options]"),
    "cli.help.commands": MessageTemplate("Commands:"),
    "cli.help.remote": MessageTemplate(
      "Remote: `visor --server URL --token T COMMAND …` (or VISOR_URL / VISOR_TOKEN) runs these against a\nrunning Visor over libcurl:"
    ),
    "cli.help.local": MessageTemplate(
      "Without --server they run on the data folder (--data-dir) as --user (default: the first admin),\nand print the same answers."
    ),
    "cli.help.language": MessageTemplate(
      "Language: --language TAG (or VISOR_LANGUAGE) says answers in en, es, fr, de, pt, it, pl, tr, ru or ar\ninstead of the account's own language."
    ),
    "cli.help.footer": MessageTemplate(
      "Every command takes --help. Configuration: flags > VISOR_* environment > <data-dir>/config.json > defaults."
    ),
    "cli.summary.serve": MessageTemplate("Run the server (web app, API) on 127.0.0.1:8080 by default"),
    "cli.summary.users": MessageTemplate("Manage accounts: add, list, remove, token, code, passwd"),
    "cli.summary.car": MessageTemplate("Identify a car and save it to the garage"),
    "cli.summary.garage": MessageTemplate("The garage: list, show, delete"),
    "cli.summary.classify": MessageTemplate("Classify a photo (--model cute for the cute detector)"),
    "cli.summary.recognizers": MessageTemplate("Recogniser templates: list, add"),
    "cli.summary.faces": MessageTemplate(
      "Known people: add NAME PHOTO…, list, remove (the person is named in describe)"),
    "cli.summary.things": MessageTemplate("Your things: add NAME PHOTO…, list, remove"),
    "cli.summary.helpers": MessageTemplate("People a user trusts: list, invite, accept, remove, everyone"),
    "cli.summary.models": MessageTemplate(
      "The model registry: list, add (GGUF / ONNX), warm, remove (remotely: list)"),
    "cli.summary.config": MessageTemplate("Print the effective configuration (secrets redacted)"),
    "cli.summary.maintenance": MessageTemplate(
      "Remove orphaned blobs and expired sign-ins (serve does this hourly)"),
    "cli.summary.backup": MessageTemplate("Copy the data folder into one file (safe while serving)"),
    "cli.summary.restore": MessageTemplate("Restore a backup into --data-dir"),
    "cli.summary.migrate": MessageTemplate(
      "Copy the embedded install into PostgreSQL + S3 (--to-database, --to-blobs)"),
    "cli.summary.describe": MessageTemplate("Describe a photo (optionally speak the answer to a file)"),
    "cli.summary.ask": MessageTemplate("Ask about a photo, typed or spoken (--question-audio)"),
    "cli.summary.providers": MessageTemplate("List models and providers; test that remote providers answer"),
    "cli.summary.chat": MessageTemplate("Chat with a model (interactive, streamed; or --message TEXT)"),
    "cli.summary.imagine": MessageTemplate("Generate an image into the gallery and a file (-o out.png)"),
    "cli.summary.live": MessageTemplate(
      "Play a video, y4m or folder of photos through a live session; print what is said"),
    "cli.summary.version": MessageTemplate("Print the version"),
    "cli.error.prefix": MessageTemplate("error: {message}"),
    "cli.error.runHelp": MessageTemplate("Run `visor {command} --help` for usage."),
    "cli.error.languageNeedsValue": MessageTemplate("--language needs a value: one of {languages}."),
    "cli.error.languageUnknown": MessageTemplate(
      "--language {tag} is not a language Visor speaks; use one of {languages}."),
    "cli.error.unknownCommand": MessageTemplate(
      "unknown command \"{name}\". Run `visor --help` to see the commands."),
    "cli.error.unknownCommandDidYouMean": MessageTemplate(
      "unknown command \"{name}\"; did you mean `visor {closest}`? Run `visor --help` to see the commands."),
    "cli.error.noRemoteMode": MessageTemplate(
      "`visor {command}` acts on a data folder and has no remote mode; the remote commands are {commands}."),
    "cli.error.noRemoteModeURL": MessageTemplate(
      "`visor {command}` acts on a data folder and has no remote mode (VISOR_URL is set); run it on the server's machine with --data-dir DIR, or unset VISOR_URL."
    ),
    "cli.error.userRemote": MessageTemplate(
      "--user picks an account of a data folder; remotely, the token says who you are"),
    "cli.error.needsServer": MessageTemplate(
      "this needs a running Visor: visor --server http://host:8080 --token vsr_… COMMAND"),
    "cli.error.needsToken": MessageTemplate(
      "--server needs a token too: --token vsr_… (or VISOR_TOKEN); make one in Settings → Tokens."),
    "cli.error.optionNeedsServer": MessageTemplate(
      "{option} needs a value: visor --server http://host:8080 --token vsr_… COMMAND"),
    "cli.error.unknownOption": MessageTemplate("unknown option --{option} for `visor {command}`"),
    "cli.error.unknownOptionDidYouMean": MessageTemplate(
      "unknown option --{option} for `visor {command}`; did you mean --{closest}?"),
    "cli.error.flagTakesNoValue": MessageTemplate("--{option} takes no value (or =true/=false)"),
    "cli.error.optionNeedsValue": MessageTemplate("--{option} needs a value ({value})"),
    "cli.error.unknownSubcommand": MessageTemplate("unknown subcommand \"{name}\"; use one of: {names}"),
    "cli.error.subcommandUsage": MessageTemplate("Usage: visor {command} <{names}> [options]"),
    "cli.error.subcommandDetails": MessageTemplate("Run `visor {command} <subcommand> --help` for details."),
    "cli.error.notAnID": MessageTemplate("\"{text}\" is not an id (a UUID)"),
    "cli.error.unexpected": MessageTemplate("unexpected {argument}"),
    "cli.error.cannotReadPhoto": MessageTemplate("Cannot read the photo {path}; check the path."),
    "cli.error.cannotReadRecording": MessageTemplate("Cannot read the recording {path}; check the path."),
    "cli.error.onePhoto": MessageTemplate("give exactly one PHOTO"),
    "cli.error.photoAndQuestion": MessageTemplate("give PHOTO and a \"question\" (or --question-audio FILE)"),
    "cli.error.aboutOnlyQuestion": MessageTemplate(
      "with --about, give only the \"question\" (or --question-audio FILE), no PHOTO"),
    "cli.error.noAnalysis": MessageTemplate(
      "No analysis with the id \"{id}\"; ids are lowercase UUIDs, e.g. from `visor ask … --json`."),
    "cli.analyze.youAsked": MessageTemplate("You asked: {text}"),
    "cli.analyze.note": MessageTemplate("Note: {text}"),
    "cli.analyze.check": MessageTemplate("Check: {text}"),
    "cli.analyze.spoken": MessageTemplate("Spoken answer written to {path}."),
    "cli.analyze.askMore": MessageTemplate("Ask more about this photo: visor ask --about {id} \"question\""),
    "cli.chat.continue": MessageTemplate("Continue this chat: visor chat --chat {id}"),
    "cli.chat.continueMessage": MessageTemplate("Continue this chat: visor chat --chat {id} --message \"…\""),
    "cli.chat.startedRemote": MessageTemplate(
      "Chatting with {model} on {server}. /new starts a new chat, /quit (or Ctrl-D) leaves."),
    "cli.chat.startedLocal": MessageTemplate(
      "Chatting with {model} as {user}. /new starts a new chat, /quit (or Ctrl-D) leaves."),
    "cli.chat.newChat": MessageTemplate("New chat with {model}."),
    "cli.chat.typeSomething": MessageTemplate("(Type a message, or /quit.)"),
    "cli.chat.empty": MessageTemplate("The message is empty; type something to send."),
    "cli.chat.noPositional": MessageTemplate(
      "`visor chat` takes no positional arguments; use --message \"TEXT\""),
    "cli.chat.unknownModelRemote": MessageTemplate(
      "The server has no chat model \"{model}\"; its chat models are {models} (see `visor models list`)."),
    "cli.chat.unknownModelLocal": MessageTemplate(
      "This Visor has no chat model \"{model}\"; its chat models are {models} (see `visor models list`)."),
    "cli.chat.none": MessageTemplate("none"),
    "cli.chat.noModelRemote": MessageTemplate(
      "The server at {server} has no chat model; its admin can add one (`visor models`)."),
    "cli.chat.noModelLocal": MessageTemplate(
      "This Visor has no chat model; add one with `visor models add`, or configure a provider."),
    "cli.car.none": MessageTemplate("No car found."),
    "cli.car.crop": MessageTemplate("--crop takes four comma-separated fractions: X,Y,WIDTH,HEIGHT"),
    "cli.garage.empty": MessageTemplate("The garage is empty; add a car with `visor car PHOTO`."),
    "cli.garage.deleted": MessageTemplate("Deleted the car and its photo."),
    "cli.garage.noArguments": MessageTemplate("`visor garage list` takes no arguments"),
    "cli.garage.oneID": MessageTemplate("give exactly one car ID"),
    "cli.garage.limit": MessageTemplate("--limit must be a whole number from {low} to {high}"),
    "cli.helpers.none": MessageTemplate("No helpers yet."),
    "cli.helpers.invitedRemote": MessageTemplate(
      "Invited {name} ({id}); they accept in Settings → Helping, or with `visor helpers accept {id}`."),
    "cli.helpers.invitedLocal": MessageTemplate(
      "Invited {name} ({id}); they accept with `visor helpers accept {id} --user {name}`."),
    "cli.helpers.youHelp": MessageTemplate("You now help {name}."),
    "cli.helpers.helps": MessageTemplate("{helper} now helps {name}."),
    "cli.helpers.removed": MessageTemplate("Removed."),
    "cli.helpers.nobodyCalled": MessageTemplate(
      "Nobody is called {name} on this Visor; list accounts with `visor users list`."),
    "cli.helpers.everyone": MessageTemplate("{name} is a helper for everyone."),
    "cli.helpers.everyoneOff": MessageTemplate("{name} is no longer a helper for everyone."),
    "cli.helpers.giveUsername": MessageTemplate("give one USERNAME"),
    "cli.helpers.giveID": MessageTemplate("give one ID"),
    "cli.imagine.wrote": MessageTemplate("Wrote {path} ({size}, {model}); saved in the gallery as {id}."),
    "cli.imagine.cannotWrite": MessageTemplate(
      "Cannot write {path}; choose another file with -o. The image is saved in the gallery as {id}."),
    "cli.imagine.onePrompt": MessageTemplate(
      "give the prompt as one argument, in quotes: visor imagine \"a red fox in snow\""),
    "cli.faces.taught": .plural(
      "count",
      [
        .one: "Taught {name} from {count} photo (id {id}).",
        .other: "Taught {name} from {count} photos (id {id}).",
      ]),
    "cli.faces.noneFaces": MessageTemplate(
      "No faces taught yet; teach one with: visor faces add NAME PHOTO…"),
    "cli.faces.noneThings": MessageTemplate(
      "No things taught yet; teach one with: visor things add NAME PHOTO…"),
    "cli.faces.notTaughtFace": MessageTemplate("You taught no face called {name}; see visor faces list."),
    "cli.faces.notTaughtThing": MessageTemplate("You taught no thing called {name}; see visor things list."),
    "cli.faces.forgot": MessageTemplate("Forgot {name}."),
    "cli.faces.addUsage": MessageTemplate(
      "give a name and at least one photo: visor {command} add NAME PHOTO…"),
    "cli.faces.removeUsage": MessageTemplate("give one id or name: visor {command} remove ID|NAME"),
    "cli.error.cannotReadPhotoShort": MessageTemplate("cannot read the photo {path}"),
    "cli.live.oneSource": MessageTemplate("give exactly one VIDEO, Y4M or folder of photos"),
    "cli.live.interval": MessageTemplate(
      "--interval must be a number of seconds from 0 to 3600, such as 1 or 0.5"),
    "cli.live.noFrames": MessageTemplate("There are no frames in {path}; give photos or a video."),
    "cli.live.noSuchPath": MessageTemplate("There is no file or folder {path}; check the path."),
    "cli.live.needsFFmpeg": MessageTemplate(
      "Reading a video or y4m needs the ffmpeg command, which is not installed; install ffmpeg (apt install ffmpeg), or give a folder of photos."
    ),
    "cli.live.notAVideo": MessageTemplate(
      "ffmpeg cannot read {path} as a video ({detail}); give a video, a y4m or a folder of photos."),
    "cli.live.endedEarly": MessageTemplate("the live session ended before the end of the input."),
    "cli.error.noUser": MessageTemplate("There is no user \"{name}\" in {store}; see `visor users list`."),
    "cli.error.noAdmin": MessageTemplate(
      "There is no admin in {store} yet; run `visor users add NAME --admin` (or `visor serve` once, which makes one), or pass --user NAME for an account it has."
    ),
  ]

  static let cliSpanishLines: [MessageID: MessageTemplate] = [
    "cli.help.intro": MessageTemplate("visor {version}: un asistente de visión con IA que alojas tú mismo."),
    "cli.help.usage": MessageTemplate("Uso: visor <orden> [opciones]"),
    "cli.help.commands": MessageTemplate("Órdenes:"),
    "cli.help.remote": MessageTemplate(
      "En remoto: `visor --server URL --token T ORDEN …` (o VISOR_URL / VISOR_TOKEN) ejecuta estas órdenes en un\nVisor en marcha a través de libcurl:"
    ),
    "cli.help.local": MessageTemplate(
      "Sin --server se ejecutan sobre la carpeta de datos (--data-dir) como --user (por defecto, el primer\nadministrador) e imprimen las mismas respuestas."
    ),
    "cli.help.language": MessageTemplate(
      "Idioma: --language ETIQUETA (o VISOR_LANGUAGE) da las respuestas en en, es, fr, de, pt, it, pl, tr, ru o ar\nen lugar del idioma de la cuenta."
    ),
    "cli.help.footer": MessageTemplate(
      "Todas las órdenes aceptan --help. Configuración: opciones > entorno VISOR_* > <data-dir>/config.json > valores por defecto."
    ),
    "cli.summary.serve": MessageTemplate(
      "Inicia el servidor (aplicación web, API); por defecto en 127.0.0.1:8080"),
    "cli.summary.users": MessageTemplate("Gestiona las cuentas: add, list, remove, token, code, passwd"),
    "cli.summary.car": MessageTemplate("Identifica un coche y lo guarda en el garaje"),
    "cli.summary.garage": MessageTemplate("El garaje: list, show, delete"),
    "cli.summary.classify": MessageTemplate("Clasifica una foto (--model cute para el detector de monadas)"),
    "cli.summary.recognizers": MessageTemplate("Plantillas de reconocedores: list, add"),
    "cli.summary.faces": MessageTemplate(
      "Personas conocidas: add NOMBRE FOTO…, list, remove (describe nombra a la persona)"),
    "cli.summary.things": MessageTemplate("Tus cosas: add NOMBRE FOTO…, list, remove"),
    "cli.summary.helpers": MessageTemplate(
      "Personas de confianza de un usuario: list, invite, accept, remove, everyone"),
    "cli.summary.models": MessageTemplate(
      "El registro de modelos: list, add (GGUF / ONNX), warm, remove (en remoto: list)"),
    "cli.summary.config": MessageTemplate("Muestra la configuración efectiva (sin los secretos)"),
    "cli.summary.maintenance": MessageTemplate(
      "Borra blobs huérfanos e inicios de sesión caducados (serve lo hace cada hora)"),
    "cli.summary.backup": MessageTemplate(
      "Copia la carpeta de datos en un solo archivo (seguro con el servidor en marcha)"),
    "cli.summary.restore": MessageTemplate("Restaura una copia de seguridad en --data-dir"),
    "cli.summary.migrate": MessageTemplate(
      "Copia la instalación integrada a PostgreSQL + S3 (--to-database, --to-blobs)"),
    "cli.summary.describe": MessageTemplate(
      "Describe una foto (y, si quieres, guarda la respuesta hablada en un archivo)"),
    "cli.summary.ask": MessageTemplate(
      "Pregunta sobre una foto, por escrito o de viva voz (--question-audio)"),
    "cli.summary.providers": MessageTemplate(
      "Lista modelos y proveedores; comprueba que los proveedores remotos responden"),
    "cli.summary.chat": MessageTemplate("Chatea con un modelo (interactivo, en directo; o --message TEXTO)"),
    "cli.summary.imagine": MessageTemplate("Genera una imagen en la galería y en un archivo (-o salida.png)"),
    "cli.summary.live": MessageTemplate(
      "Pasa un vídeo, un y4m o una carpeta de fotos por una sesión en directo; imprime lo que se dice"),
    "cli.summary.version": MessageTemplate("Muestra la versión"),
    "cli.error.prefix": MessageTemplate("error: {message}"),
    "cli.error.runHelp": MessageTemplate("Ejecuta `visor {command} --help` para ver cómo se usa."),
    "cli.error.languageNeedsValue": MessageTemplate("--language necesita un valor: uno de {languages}."),
    "cli.error.languageUnknown": MessageTemplate(
      "--language {tag} no es un idioma que Visor hable; usa uno de {languages}."),
    "cli.error.unknownCommand": MessageTemplate(
      "orden desconocida \"{name}\". Ejecuta `visor --help` para ver las órdenes."),
    "cli.error.unknownCommandDidYouMean": MessageTemplate(
      "orden desconocida \"{name}\"; ¿querías decir `visor {closest}`? Ejecuta `visor --help` para ver las órdenes."
    ),
    "cli.error.noRemoteMode": MessageTemplate(
      "`visor {command}` trabaja sobre una carpeta de datos y no tiene modo remoto; las órdenes remotas son {commands}."
    ),
    "cli.error.noRemoteModeURL": MessageTemplate(
      "`visor {command}` trabaja sobre una carpeta de datos y no tiene modo remoto (VISOR_URL está definida); ejecútala en la máquina del servidor con --data-dir CARPETA, o quita VISOR_URL."
    ),
    "cli.error.userRemote": MessageTemplate(
      "--user elige una cuenta de una carpeta de datos; en remoto, el token dice quién eres"),
    "cli.error.needsServer": MessageTemplate(
      "esto necesita un Visor en marcha: visor --server http://host:8080 --token vsr_… ORDEN"),
    "cli.error.needsToken": MessageTemplate(
      "--server también necesita un token: --token vsr_… (o VISOR_TOKEN); crea uno en Ajustes → Tokens."),
    "cli.error.optionNeedsServer": MessageTemplate(
      "{option} necesita un valor: visor --server http://host:8080 --token vsr_… ORDEN"),
    "cli.error.unknownOption": MessageTemplate("opción desconocida --{option} para `visor {command}`"),
    "cli.error.unknownOptionDidYouMean": MessageTemplate(
      "opción desconocida --{option} para `visor {command}`; ¿querías decir --{closest}?"),
    "cli.error.flagTakesNoValue": MessageTemplate("--{option} no lleva valor (o =true/=false)"),
    "cli.error.optionNeedsValue": MessageTemplate("--{option} necesita un valor ({value})"),
    "cli.error.unknownSubcommand": MessageTemplate("suborden desconocida \"{name}\"; usa una de: {names}"),
    "cli.error.subcommandUsage": MessageTemplate("Uso: visor {command} <{names}> [opciones]"),
    "cli.error.subcommandDetails": MessageTemplate(
      "Ejecuta `visor {command} <suborden> --help` para ver los detalles."),
    "cli.error.notAnID": MessageTemplate("\"{text}\" no es un identificador (un UUID)"),
    "cli.error.unexpected": MessageTemplate("sobra {argument}"),
    "cli.error.cannotReadPhoto": MessageTemplate("No puedo leer la foto {path}; comprueba la ruta."),
    "cli.error.cannotReadRecording": MessageTemplate("No puedo leer la grabación {path}; comprueba la ruta."),
    "cli.error.onePhoto": MessageTemplate("indica exactamente una FOTO"),
    "cli.error.photoAndQuestion": MessageTemplate(
      "indica la FOTO y una \"pregunta\" (o --question-audio ARCHIVO)"),
    "cli.error.aboutOnlyQuestion": MessageTemplate(
      "con --about, indica solo la \"pregunta\" (o --question-audio ARCHIVO), sin FOTO"),
    "cli.error.noAnalysis": MessageTemplate(
      "No hay ningún análisis con el identificador \"{id}\"; los identificadores son UUID en minúsculas, por ejemplo de `visor ask … --json`."
    ),
    "cli.analyze.youAsked": MessageTemplate("Has preguntado: {text}"),
    "cli.analyze.note": MessageTemplate("Nota: {text}"),
    "cli.analyze.check": MessageTemplate("Comprobación: {text}"),
    "cli.analyze.spoken": MessageTemplate("Respuesta hablada guardada en {path}."),
    "cli.analyze.askMore": MessageTemplate(
      "Pregunta más sobre esta foto: visor ask --about {id} \"pregunta\""),
    "cli.chat.continue": MessageTemplate("Para seguir con este chat: visor chat --chat {id}"),
    "cli.chat.continueMessage": MessageTemplate(
      "Para seguir con este chat: visor chat --chat {id} --message \"…\""),
    "cli.chat.startedRemote": MessageTemplate(
      "Chateando con {model} en {server}. /new empieza un chat nuevo, /quit (o Ctrl-D) sale."),
    "cli.chat.startedLocal": MessageTemplate(
      "Chateando con {model} como {user}. /new empieza un chat nuevo, /quit (o Ctrl-D) sale."),
    "cli.chat.newChat": MessageTemplate("Chat nuevo con {model}."),
    "cli.chat.typeSomething": MessageTemplate("(Escribe un mensaje, o /quit.)"),
    "cli.chat.empty": MessageTemplate("El mensaje está vacío; escribe algo para enviarlo."),
    "cli.chat.noPositional": MessageTemplate(
      "`visor chat` no admite argumentos posicionales; usa --message \"TEXTO\""),
    "cli.chat.unknownModelRemote": MessageTemplate(
      "El servidor no tiene ningún modelo de chat \"{model}\"; sus modelos de chat son {models} (mira `visor models list`)."
    ),
    "cli.chat.unknownModelLocal": MessageTemplate(
      "Este Visor no tiene ningún modelo de chat \"{model}\"; sus modelos de chat son {models} (mira `visor models list`)."
    ),
    "cli.chat.none": MessageTemplate("ninguno"),
    "cli.chat.noModelRemote": MessageTemplate(
      "El servidor {server} no tiene ningún modelo de chat; quien lo administra puede añadir uno (`visor models`)."
    ),
    "cli.chat.noModelLocal": MessageTemplate(
      "Este Visor no tiene ningún modelo de chat; añade uno con `visor models add` o configura un proveedor."),
    "cli.car.none": MessageTemplate("No he encontrado ningún coche."),
    "cli.car.crop": MessageTemplate("--crop lleva cuatro fracciones separadas por comas: X,Y,ANCHO,ALTO"),
    "cli.garage.empty": MessageTemplate("El garaje está vacío; añade un coche con `visor car FOTO`."),
    "cli.garage.deleted": MessageTemplate("He borrado el coche y su foto."),
    "cli.garage.noArguments": MessageTemplate("`visor garage list` no admite argumentos"),
    "cli.garage.oneID": MessageTemplate("indica exactamente un identificador de coche"),
    "cli.garage.limit": MessageTemplate("--limit debe ser un número entero del {low} al {high}"),
    "cli.helpers.none": MessageTemplate("Todavía no hay ayudantes."),
    "cli.helpers.invitedRemote": MessageTemplate(
      "Has invitado a {name} ({id}); acepta en Ajustes → Ayudar, o con `visor helpers accept {id}`."),
    "cli.helpers.invitedLocal": MessageTemplate(
      "Has invitado a {name} ({id}); acepta con `visor helpers accept {id} --user {name}`."),
    "cli.helpers.youHelp": MessageTemplate("Ahora ayudas a {name}."),
    "cli.helpers.helps": MessageTemplate("{helper} ahora ayuda a {name}."),
    "cli.helpers.removed": MessageTemplate("Eliminado."),
    "cli.helpers.nobodyCalled": MessageTemplate(
      "No hay nadie llamado {name} en este Visor; lista las cuentas con `visor users list`."),
    "cli.helpers.everyone": MessageTemplate("{name} es ayudante de todo el mundo."),
    "cli.helpers.everyoneOff": MessageTemplate("{name} ya no es ayudante de todo el mundo."),
    "cli.helpers.giveUsername": MessageTemplate("indica un NOMBRE DE USUARIO"),
    "cli.helpers.giveID": MessageTemplate("indica un ID"),
    "cli.imagine.wrote": MessageTemplate(
      "He guardado {path} ({size}, {model}); está en la galería como {id}."),
    "cli.imagine.cannotWrite": MessageTemplate(
      "No puedo escribir {path}; elige otro archivo con -o. La imagen está guardada en la galería como {id}."),
    "cli.imagine.onePrompt": MessageTemplate(
      "pon la descripción como un solo argumento, entre comillas: visor imagine \"un zorro rojo en la nieve\""
    ),
    "cli.faces.taught": .plural(
      "count",
      [
        .one: "Aprendido: {name}, con {count} foto (id {id}).",
        .other: "Aprendido: {name}, con {count} fotos (id {id}).",
      ]),
    "cli.faces.noneFaces": MessageTemplate(
      "Todavía no has enseñado ninguna cara; enseña una con: visor faces add NOMBRE FOTO…"),
    "cli.faces.noneThings": MessageTemplate(
      "Todavía no has enseñado ninguna cosa; enseña una con: visor things add NOMBRE FOTO…"),
    "cli.faces.notTaughtFace": MessageTemplate(
      "No has enseñado ninguna cara llamada {name}; mira visor faces list."),
    "cli.faces.notTaughtThing": MessageTemplate(
      "No has enseñado ninguna cosa llamada {name}; mira visor things list."),
    "cli.faces.forgot": MessageTemplate("Olvidado: {name}."),
    "cli.faces.addUsage": MessageTemplate(
      "indica un nombre y al menos una foto: visor {command} add NOMBRE FOTO…"),
    "cli.faces.removeUsage": MessageTemplate("indica un id o un nombre: visor {command} remove ID|NOMBRE"),
    "cli.error.cannotReadPhotoShort": MessageTemplate("no puedo leer la foto {path}"),
    "cli.live.oneSource": MessageTemplate("indica exactamente un VÍDEO, un Y4M o una carpeta de fotos"),
    "cli.live.interval": MessageTemplate(
      "--interval debe ser un número de segundos del 0 al 3600, como 1 o 0.5"),
    "cli.live.noFrames": MessageTemplate("No hay fotogramas en {path}; indica fotos o un vídeo."),
    "cli.live.noSuchPath": MessageTemplate("No existe el archivo o la carpeta {path}; comprueba la ruta."),
    "cli.live.needsFFmpeg": MessageTemplate(
      "Para leer un vídeo o un y4m hace falta la orden ffmpeg, que no está instalada; instala ffmpeg (apt install ffmpeg) o indica una carpeta de fotos."
    ),
    "cli.live.notAVideo": MessageTemplate(
      "ffmpeg no puede leer {path} como vídeo ({detail}); indica un vídeo, un y4m o una carpeta de fotos."),
    "cli.live.endedEarly": MessageTemplate("la sesión en directo terminó antes del final de la entrada."),
    "cli.error.noUser": MessageTemplate(
      "No hay ningún usuario \"{name}\" en {store}; mira `visor users list`."),
    "cli.error.noAdmin": MessageTemplate(
      "Todavía no hay ningún administrador en {store}; ejecuta `visor users add NOMBRE --admin` (o `visor serve` una vez, que crea uno), o pasa --user NOMBRE con una cuenta que exista."
    ),
  ]

  static let cliFrenchLines: [MessageID: MessageTemplate] = [
    "cli.help.intro": MessageTemplate(
      "visor {version} — un assistant visuel à IA que vous hébergez vous-même."),
    "cli.help.usage": MessageTemplate("Utilisation : visor <commande> [options]"),
    "cli.help.commands": MessageTemplate("Commandes :"),
    "cli.help.remote": MessageTemplate(
      "À distance : `visor --server URL --token T COMMANDE …` (ou VISOR_URL / VISOR_TOKEN) lance ces commandes sur\nun Visor en marche via libcurl :"
    ),
    "cli.help.local": MessageTemplate(
      "Sans --server, elles s'exécutent sur le dossier de données (--data-dir) en tant que --user (par défaut :\nle premier administrateur) et affichent les mêmes réponses."
    ),
    "cli.help.language": MessageTemplate(
      "Langue : --language CODE (ou VISOR_LANGUAGE) donne les réponses en en, es, fr, de, pt, it, pl, tr, ru ou ar\nau lieu de la langue du compte."
    ),
    "cli.help.footer": MessageTemplate(
      "Chaque commande accepte --help. Configuration : options > environnement VISOR_* > <data-dir>/config.json > valeurs par défaut."
    ),
    "cli.summary.serve": MessageTemplate(
      "Lance le serveur (application web, API), par défaut sur 127.0.0.1:8080"),
    "cli.summary.users": MessageTemplate("Gère les comptes : add, list, remove, token, code, passwd"),
    "cli.summary.car": MessageTemplate("Identifie une voiture et l'enregistre dans le garage"),
    "cli.summary.garage": MessageTemplate("Le garage : list, show, delete"),
    "cli.summary.classify": MessageTemplate(
      "Classe une photo (--model cute pour le détecteur de mignonnerie)"),
    "cli.summary.recognizers": MessageTemplate("Modèles de reconnaissance : list, add"),
    "cli.summary.faces": MessageTemplate(
      "Personnes connues : add NOM PHOTO…, list, remove (describe nomme la personne)"),
    "cli.summary.things": MessageTemplate("Vos objets : add NOM PHOTO…, list, remove"),
    "cli.summary.helpers": MessageTemplate(
      "Les personnes de confiance d'un utilisateur : list, invite, accept, remove, everyone"),
    "cli.summary.models": MessageTemplate(
      "Le registre des modèles : list, add (GGUF / ONNX), warm, remove (à distance : list)"),
    "cli.summary.config": MessageTemplate("Affiche la configuration effective (secrets masqués)"),
    "cli.summary.maintenance": MessageTemplate(
      "Supprime les blobs orphelins et les connexions expirées (serve le fait toutes les heures)"),
    "cli.summary.backup": MessageTemplate(
      "Copie le dossier de données dans un seul fichier (sans risque pendant que le serveur tourne)"),
    "cli.summary.restore": MessageTemplate("Restaure une sauvegarde dans --data-dir"),
    "cli.summary.migrate": MessageTemplate(
      "Copie l'installation intégrée vers PostgreSQL + S3 (--to-database, --to-blobs)"),
    "cli.summary.describe": MessageTemplate(
      "Décrit une photo (et, si vous voulez, enregistre la réponse parlée dans un fichier)"),
    "cli.summary.ask": MessageTemplate(
      "Pose une question sur une photo, écrite ou parlée (--question-audio)"),
    "cli.summary.providers": MessageTemplate(
      "Liste les modèles et les fournisseurs ; vérifie que les fournisseurs distants répondent"),
    "cli.summary.chat": MessageTemplate(
      "Discute avec un modèle (interactif, en continu ; ou --message TEXTE)"),
    "cli.summary.imagine": MessageTemplate(
      "Génère une image dans la galerie et dans un fichier (-o sortie.png)"),
    "cli.summary.live": MessageTemplate(
      "Fait passer une vidéo, un y4m ou un dossier de photos dans une session en direct ; affiche ce qui est dit"
    ),
    "cli.summary.version": MessageTemplate("Affiche la version"),
    "cli.error.prefix": MessageTemplate("erreur : {message}"),
    "cli.error.runHelp": MessageTemplate("Lancez `visor {command} --help` pour voir comment l'utiliser."),
    "cli.error.languageNeedsValue": MessageTemplate("--language attend une valeur : l'une de {languages}."),
    "cli.error.languageUnknown": MessageTemplate(
      "--language {tag} n'est pas une langue que Visor parle ; utilisez l'une de {languages}."),
    "cli.error.unknownCommand": MessageTemplate(
      "commande inconnue « {name} ». Lancez `visor --help` pour voir les commandes."),
    "cli.error.unknownCommandDidYouMean": MessageTemplate(
      "commande inconnue « {name} » ; vouliez-vous dire `visor {closest}` ? Lancez `visor --help` pour voir les commandes."
    ),
    "cli.error.noRemoteMode": MessageTemplate(
      "`visor {command}` agit sur un dossier de données et n'a pas de mode distant ; les commandes distantes sont {commands}."
    ),
    "cli.error.noRemoteModeURL": MessageTemplate(
      "`visor {command}` agit sur un dossier de données et n'a pas de mode distant (VISOR_URL est définie) ; lancez-la sur la machine du serveur avec --data-dir DOSSIER, ou retirez VISOR_URL."
    ),
    "cli.error.userRemote": MessageTemplate(
      "--user choisit un compte d'un dossier de données ; à distance, c'est le jeton qui dit qui vous êtes"),
    "cli.error.needsServer": MessageTemplate(
      "il faut un Visor en marche : visor --server http://host:8080 --token vsr_… COMMANDE"),
    "cli.error.needsToken": MessageTemplate(
      "--server a aussi besoin d'un jeton : --token vsr_… (ou VISOR_TOKEN) ; créez-en un dans Réglages → Jetons."
    ),
    "cli.error.optionNeedsServer": MessageTemplate(
      "{option} attend une valeur : visor --server http://host:8080 --token vsr_… COMMANDE"),
    "cli.error.unknownOption": MessageTemplate("option inconnue --{option} pour `visor {command}`"),
    "cli.error.unknownOptionDidYouMean": MessageTemplate(
      "option inconnue --{option} pour `visor {command}` ; vouliez-vous dire --{closest} ?"),
    "cli.error.flagTakesNoValue": MessageTemplate("--{option} ne prend pas de valeur (ou =true/=false)"),
    "cli.error.optionNeedsValue": MessageTemplate("--{option} attend une valeur ({value})"),
    "cli.error.unknownSubcommand": MessageTemplate(
      "sous-commande inconnue « {name} » ; utilisez l'une de : {names}"),
    "cli.error.subcommandUsage": MessageTemplate("Utilisation : visor {command} <{names}> [options]"),
    "cli.error.subcommandDetails": MessageTemplate(
      "Lancez `visor {command} <sous-commande> --help` pour les détails."),
    "cli.error.notAnID": MessageTemplate("« {text} » n'est pas un identifiant (un UUID)"),
    "cli.error.unexpected": MessageTemplate("argument en trop : {argument}"),
    "cli.error.cannotReadPhoto": MessageTemplate("Impossible de lire la photo {path} ; vérifiez le chemin."),
    "cli.error.cannotReadRecording": MessageTemplate(
      "Impossible de lire l'enregistrement {path} ; vérifiez le chemin."),
    "cli.error.onePhoto": MessageTemplate("donnez exactement une PHOTO"),
    "cli.error.photoAndQuestion": MessageTemplate(
      "donnez la PHOTO et une « question » (ou --question-audio FICHIER)"),
    "cli.error.aboutOnlyQuestion": MessageTemplate(
      "avec --about, donnez seulement la « question » (ou --question-audio FICHIER), sans PHOTO"),
    "cli.error.noAnalysis": MessageTemplate(
      "Aucune analyse n'a l'identifiant « {id} » ; les identifiants sont des UUID en minuscules, par exemple ceux de `visor ask … --json`."
    ),
    "cli.analyze.youAsked": MessageTemplate("Vous avez demandé : {text}"),
    "cli.analyze.note": MessageTemplate("Remarque : {text}"),
    "cli.analyze.check": MessageTemplate("Vérification : {text}"),
    "cli.analyze.spoken": MessageTemplate("Réponse parlée enregistrée dans {path}."),
    "cli.analyze.askMore": MessageTemplate(
      "Pour en savoir plus sur cette photo : visor ask --about {id} \"question\""),
    "cli.chat.continue": MessageTemplate("Pour reprendre cette discussion : visor chat --chat {id}"),
    "cli.chat.continueMessage": MessageTemplate(
      "Pour reprendre cette discussion : visor chat --chat {id} --message \"…\""),
    "cli.chat.startedRemote": MessageTemplate(
      "Discussion avec {model} sur {server}. /new commence une nouvelle discussion, /quit (ou Ctrl-D) quitte."
    ),
    "cli.chat.startedLocal": MessageTemplate(
      "Discussion avec {model} en tant que {user}. /new commence une nouvelle discussion, /quit (ou Ctrl-D) quitte."
    ),
    "cli.chat.newChat": MessageTemplate("Nouvelle discussion avec {model}."),
    "cli.chat.typeSomething": MessageTemplate("(Tapez un message, ou /quit.)"),
    "cli.chat.empty": MessageTemplate("Le message est vide ; tapez quelque chose à envoyer."),
    "cli.chat.noPositional": MessageTemplate(
      "`visor chat` ne prend pas d'argument positionnel ; utilisez --message \"TEXTE\""),
    "cli.chat.unknownModelRemote": MessageTemplate(
      "Le serveur n'a pas de modèle de discussion « {model} » ; ses modèles de discussion sont {models} (voir `visor models list`)."
    ),
    "cli.chat.unknownModelLocal": MessageTemplate(
      "Ce Visor n'a pas de modèle de discussion « {model} » ; ses modèles de discussion sont {models} (voir `visor models list`)."
    ),
    "cli.chat.none": MessageTemplate("aucun"),
    "cli.chat.noModelRemote": MessageTemplate(
      "Le serveur {server} n'a aucun modèle de discussion ; son administrateur peut en ajouter un (`visor models`)."
    ),
    "cli.chat.noModelLocal": MessageTemplate(
      "Ce Visor n'a aucun modèle de discussion ; ajoutez-en un avec `visor models add`, ou configurez un fournisseur."
    ),
    "cli.car.none": MessageTemplate("Aucune voiture trouvée."),
    "cli.car.crop": MessageTemplate(
      "--crop attend quatre fractions séparées par des virgules : X,Y,LARGEUR,HAUTEUR"),
    "cli.garage.empty": MessageTemplate("Le garage est vide ; ajoutez une voiture avec `visor car PHOTO`."),
    "cli.garage.deleted": MessageTemplate("La voiture et sa photo sont supprimées."),
    "cli.garage.noArguments": MessageTemplate("`visor garage list` ne prend pas d'argument"),
    "cli.garage.oneID": MessageTemplate("donnez exactement un identifiant de voiture"),
    "cli.garage.limit": MessageTemplate("--limit doit être un nombre entier de {low} à {high}"),
    "cli.helpers.none": MessageTemplate("Pas encore d'aidants."),
    "cli.helpers.invitedRemote": MessageTemplate(
      "{name} est invité ({id}) ; il accepte dans Réglages → Aider, ou avec `visor helpers accept {id}`."),
    "cli.helpers.invitedLocal": MessageTemplate(
      "{name} est invité ({id}) ; il accepte avec `visor helpers accept {id} --user {name}`."),
    "cli.helpers.youHelp": MessageTemplate("Vous aidez désormais {name}."),
    "cli.helpers.helps": MessageTemplate("{helper} aide désormais {name}."),
    "cli.helpers.removed": MessageTemplate("Supprimé."),
    "cli.helpers.nobodyCalled": MessageTemplate(
      "Personne ne s'appelle {name} sur ce Visor ; listez les comptes avec `visor users list`."),
    "cli.helpers.everyone": MessageTemplate("{name} aide désormais tout le monde."),
    "cli.helpers.everyoneOff": MessageTemplate("{name} n'aide plus tout le monde."),
    "cli.helpers.giveUsername": MessageTemplate("donnez un NOM D'UTILISATEUR"),
    "cli.helpers.giveID": MessageTemplate("donnez un ID"),
    "cli.imagine.wrote": MessageTemplate(
      "{path} est écrit ({size}, {model}) ; enregistré dans la galerie sous {id}."),
    "cli.imagine.cannotWrite": MessageTemplate(
      "Impossible d'écrire {path} ; choisissez un autre fichier avec -o. L'image est enregistrée dans la galerie sous {id}."
    ),
    "cli.imagine.onePrompt": MessageTemplate(
      "donnez la description en un seul argument, entre guillemets : visor imagine \"un renard roux dans la neige\""
    ),
    "cli.faces.taught": .plural(
      "count",
      [
        .one: "Appris : {name}, à partir de {count} photo (id {id}).",
        .other: "Appris : {name}, à partir de {count} photos (id {id}).",
      ]),
    "cli.faces.noneFaces": MessageTemplate(
      "Aucun visage appris pour l'instant ; apprenez-en un avec : visor faces add NOM PHOTO…"),
    "cli.faces.noneThings": MessageTemplate(
      "Aucun objet appris pour l'instant ; apprenez-en un avec : visor things add NOM PHOTO…"),
    "cli.faces.notTaughtFace": MessageTemplate(
      "Vous n'avez appris aucun visage nommé {name} ; voir visor faces list."),
    "cli.faces.notTaughtThing": MessageTemplate(
      "Vous n'avez appris aucun objet nommé {name} ; voir visor things list."),
    "cli.faces.forgot": MessageTemplate("Oublié : {name}."),
    "cli.faces.addUsage": MessageTemplate(
      "donnez un nom et au moins une photo : visor {command} add NOM PHOTO…"),
    "cli.faces.removeUsage": MessageTemplate("donnez un id ou un nom : visor {command} remove ID|NOM"),
    "cli.error.cannotReadPhotoShort": MessageTemplate("impossible de lire la photo {path}"),
    "cli.live.oneSource": MessageTemplate("donnez exactement une VIDÉO, un Y4M ou un dossier de photos"),
    "cli.live.interval": MessageTemplate(
      "--interval doit être un nombre de secondes de 0 à 3600, comme 1 ou 0.5"),
    "cli.live.noFrames": MessageTemplate(
      "Il n'y a aucune image dans {path} ; donnez des photos ou une vidéo."),
    "cli.live.noSuchPath": MessageTemplate(
      "Il n'y a pas de fichier ni de dossier {path} ; vérifiez le chemin."),
    "cli.live.needsFFmpeg": MessageTemplate(
      "Lire une vidéo ou un y4m demande la commande ffmpeg, qui n'est pas installée ; installez ffmpeg (apt install ffmpeg), ou donnez un dossier de photos."
    ),
    "cli.live.notAVideo": MessageTemplate(
      "ffmpeg ne peut pas lire {path} comme une vidéo ({detail}) ; donnez une vidéo, un y4m ou un dossier de photos."
    ),
    "cli.live.endedEarly": MessageTemplate("la session en direct s'est terminée avant la fin de l'entrée."),
    "cli.error.noUser": MessageTemplate(
      "Il n'y a pas d'utilisateur « {name} » dans {store} ; voir `visor users list`."),
    "cli.error.noAdmin": MessageTemplate(
      "Il n'y a pas encore d'administrateur dans {store} ; lancez `visor users add NOM --admin` (ou `visor serve` une fois, qui en crée un), ou passez --user NOM pour un compte existant."
    ),
  ]

  static let cliGermanLines: [MessageID: MessageTemplate] = [
    "cli.help.intro": MessageTemplate("visor {version} – ein KI-Sehassistent, den du selbst betreibst."),
    "cli.help.usage": MessageTemplate("Aufruf: visor <Befehl> [Optionen]"),
    "cli.help.commands": MessageTemplate("Befehle:"),
    "cli.help.remote": MessageTemplate(
      "Entfernt: `visor --server URL --token T BEFEHL …` (oder VISOR_URL / VISOR_TOKEN) führt diese Befehle auf einem\nlaufenden Visor über libcurl aus:"
    ),
    "cli.help.local": MessageTemplate(
      "Ohne --server laufen sie auf dem Datenordner (--data-dir) als --user (Standard: der erste Admin)\nund geben dieselben Antworten aus."
    ),
    "cli.help.language": MessageTemplate(
      "Sprache: --language KÜRZEL (oder VISOR_LANGUAGE) gibt die Antworten auf en, es, fr, de, pt, it, pl, tr, ru oder ar\nstatt in der Sprache des Kontos."
    ),
    "cli.help.footer": MessageTemplate(
      "Jeder Befehl kennt --help. Konfiguration: Optionen > VISOR_*-Umgebung > <data-dir>/config.json > Standardwerte."
    ),
    "cli.summary.serve": MessageTemplate(
      "Startet den Server (Web-App, API), standardmäßig auf 127.0.0.1:8080"),
    "cli.summary.users": MessageTemplate("Konten verwalten: add, list, remove, token, code, passwd"),
    "cli.summary.car": MessageTemplate("Erkennt ein Auto und legt es in der Garage ab"),
    "cli.summary.garage": MessageTemplate("Die Garage: list, show, delete"),
    "cli.summary.classify": MessageTemplate(
      "Klassifiziert ein Foto (--model cute für den Niedlichkeitsdetektor)"),
    "cli.summary.recognizers": MessageTemplate("Erkennungsvorlagen: list, add"),
    "cli.summary.faces": MessageTemplate(
      "Bekannte Personen: add NAME FOTO…, list, remove (describe nennt die Person)"),
    "cli.summary.things": MessageTemplate("Deine Dinge: add NAME FOTO…, list, remove"),
    "cli.summary.helpers": MessageTemplate(
      "Vertrauenspersonen eines Kontos: list, invite, accept, remove, everyone"),
    "cli.summary.models": MessageTemplate(
      "Die Modellverwaltung: list, add (GGUF / ONNX), warm, remove (entfernt: list)"),
    "cli.summary.config": MessageTemplate("Zeigt die wirksame Konfiguration (ohne Geheimnisse)"),
    "cli.summary.maintenance": MessageTemplate(
      "Entfernt verwaiste Blobs und abgelaufene Anmeldungen (serve macht das stündlich)"),
    "cli.summary.backup": MessageTemplate(
      "Kopiert den Datenordner in eine Datei (auch bei laufendem Server sicher)"),
    "cli.summary.restore": MessageTemplate("Stellt eine Sicherung in --data-dir wieder her"),
    "cli.summary.migrate": MessageTemplate(
      "Kopiert die eingebettete Installation nach PostgreSQL + S3 (--to-database, --to-blobs)"),
    "cli.summary.describe": MessageTemplate(
      "Beschreibt ein Foto (auf Wunsch auch als gesprochene Antwort in eine Datei)"),
    "cli.summary.ask": MessageTemplate("Fragt zu einem Foto, getippt oder gesprochen (--question-audio)"),
    "cli.summary.providers": MessageTemplate(
      "Listet Modelle und Anbieter; prüft, ob entfernte Anbieter antworten"),
    "cli.summary.chat": MessageTemplate(
      "Chat mit einem Modell (interaktiv, fortlaufend; oder --message TEXT)"),
    "cli.summary.imagine": MessageTemplate(
      "Erzeugt ein Bild in der Galerie und in einer Datei (-o bild.png)"),
    "cli.summary.live": MessageTemplate(
      "Spielt ein Video, eine y4m-Datei oder einen Fotoordner durch eine Live-Sitzung; gibt aus, was gesagt wird"
    ),
    "cli.summary.version": MessageTemplate("Zeigt die Version"),
    "cli.error.prefix": MessageTemplate("Fehler: {message}"),
    "cli.error.runHelp": MessageTemplate("`visor {command} --help` zeigt, wie der Befehl aufgerufen wird."),
    "cli.error.languageNeedsValue": MessageTemplate("--language braucht einen Wert: eines von {languages}."),
    "cli.error.languageUnknown": MessageTemplate(
      "--language {tag} ist keine Sprache, die Visor spricht; nimm eines von {languages}."),
    "cli.error.unknownCommand": MessageTemplate(
      "unbekannter Befehl „{name}“. `visor --help` zeigt die Befehle."),
    "cli.error.unknownCommandDidYouMean": MessageTemplate(
      "unbekannter Befehl „{name}“; meintest du `visor {closest}`? `visor --help` zeigt die Befehle."),
    "cli.error.noRemoteMode": MessageTemplate(
      "`visor {command}` arbeitet auf einem Datenordner und hat keinen entfernten Modus; die entfernten Befehle sind {commands}."
    ),
    "cli.error.noRemoteModeURL": MessageTemplate(
      "`visor {command}` arbeitet auf einem Datenordner und hat keinen entfernten Modus (VISOR_URL ist gesetzt); führe ihn auf dem Rechner des Servers mit --data-dir ORDNER aus oder entferne VISOR_URL."
    ),
    "cli.error.userRemote": MessageTemplate(
      "--user wählt ein Konto eines Datenordners; entfernt sagt das Token, wer du bist"),
    "cli.error.needsServer": MessageTemplate(
      "dafür braucht es einen laufenden Visor: visor --server http://host:8080 --token vsr_… BEFEHL"),
    "cli.error.needsToken": MessageTemplate(
      "--server braucht auch ein Token: --token vsr_… (oder VISOR_TOKEN); erstelle eines unter Einstellungen → Tokens."
    ),
    "cli.error.optionNeedsServer": MessageTemplate(
      "{option} braucht einen Wert: visor --server http://host:8080 --token vsr_… BEFEHL"),
    "cli.error.unknownOption": MessageTemplate("unbekannte Option --{option} für `visor {command}`"),
    "cli.error.unknownOptionDidYouMean": MessageTemplate(
      "unbekannte Option --{option} für `visor {command}`; meintest du --{closest}?"),
    "cli.error.flagTakesNoValue": MessageTemplate("--{option} nimmt keinen Wert (oder =true/=false)"),
    "cli.error.optionNeedsValue": MessageTemplate("--{option} braucht einen Wert ({value})"),
    "cli.error.unknownSubcommand": MessageTemplate(
      "unbekannter Unterbefehl „{name}“; nimm einen von: {names}"),
    "cli.error.subcommandUsage": MessageTemplate("Aufruf: visor {command} <{names}> [Optionen]"),
    "cli.error.subcommandDetails": MessageTemplate(
      "`visor {command} <Unterbefehl> --help` zeigt die Einzelheiten."),
    "cli.error.notAnID": MessageTemplate("„{text}“ ist keine ID (keine UUID)"),
    "cli.error.unexpected": MessageTemplate("unerwartet: {argument}"),
    "cli.error.cannotReadPhoto": MessageTemplate("Das Foto {path} lässt sich nicht lesen; prüfe den Pfad."),
    "cli.error.cannotReadRecording": MessageTemplate(
      "Die Aufnahme {path} lässt sich nicht lesen; prüfe den Pfad."),
    "cli.error.onePhoto": MessageTemplate("gib genau ein FOTO an"),
    "cli.error.photoAndQuestion": MessageTemplate(
      "gib das FOTO und eine „Frage“ an (oder --question-audio DATEI)"),
    "cli.error.aboutOnlyQuestion": MessageTemplate(
      "mit --about gib nur die „Frage“ an (oder --question-audio DATEI), kein FOTO"),
    "cli.error.noAnalysis": MessageTemplate(
      "Es gibt keine Analyse mit der ID „{id}“; IDs sind UUIDs in Kleinbuchstaben, etwa aus `visor ask … --json`."
    ),
    "cli.analyze.youAsked": MessageTemplate("Deine Frage: {text}"),
    "cli.analyze.note": MessageTemplate("Hinweis: {text}"),
    "cli.analyze.check": MessageTemplate("Gegenprobe: {text}"),
    "cli.analyze.spoken": MessageTemplate("Gesprochene Antwort gespeichert in {path}."),
    "cli.analyze.askMore": MessageTemplate("Mehr zu diesem Foto fragen: visor ask --about {id} \"Frage\""),
    "cli.chat.continue": MessageTemplate("Diesen Chat fortsetzen: visor chat --chat {id}"),
    "cli.chat.continueMessage": MessageTemplate(
      "Diesen Chat fortsetzen: visor chat --chat {id} --message \"…\""),
    "cli.chat.startedRemote": MessageTemplate(
      "Chat mit {model} auf {server}. /new beginnt einen neuen Chat, /quit (oder Strg-D) beendet ihn."),
    "cli.chat.startedLocal": MessageTemplate(
      "Chat mit {model} als {user}. /new beginnt einen neuen Chat, /quit (oder Strg-D) beendet ihn."),
    "cli.chat.newChat": MessageTemplate("Neuer Chat mit {model}."),
    "cli.chat.typeSomething": MessageTemplate("(Schreib eine Nachricht, oder /quit.)"),
    "cli.chat.empty": MessageTemplate("Die Nachricht ist leer; schreib etwas, um es zu senden."),
    "cli.chat.noPositional": MessageTemplate(
      "`visor chat` nimmt keine Argumente ohne Option; nimm --message \"TEXT\""),
    "cli.chat.unknownModelRemote": MessageTemplate(
      "Der Server hat kein Chatmodell „{model}“; seine Chatmodelle sind {models} (siehe `visor models list`)."
    ),
    "cli.chat.unknownModelLocal": MessageTemplate(
      "Dieses Visor hat kein Chatmodell „{model}“; seine Chatmodelle sind {models} (siehe `visor models list`)."
    ),
    "cli.chat.none": MessageTemplate("keine"),
    "cli.chat.noModelRemote": MessageTemplate(
      "Der Server {server} hat kein Chatmodell; wer ihn betreibt, kann eines hinzufügen (`visor models`)."),
    "cli.chat.noModelLocal": MessageTemplate(
      "Dieses Visor hat kein Chatmodell; füge eines mit `visor models add` hinzu oder richte einen Anbieter ein."
    ),
    "cli.car.none": MessageTemplate("Kein Auto gefunden."),
    "cli.car.crop": MessageTemplate("--crop nimmt vier durch Kommas getrennte Anteile: X,Y,BREITE,HÖHE"),
    "cli.garage.empty": MessageTemplate("Die Garage ist leer; füge ein Auto mit `visor car FOTO` hinzu."),
    "cli.garage.deleted": MessageTemplate("Das Auto und sein Foto sind gelöscht."),
    "cli.garage.noArguments": MessageTemplate("`visor garage list` nimmt keine Argumente"),
    "cli.garage.oneID": MessageTemplate("gib genau eine Auto-ID an"),
    "cli.garage.limit": MessageTemplate("--limit muss eine ganze Zahl von {low} bis {high} sein"),
    "cli.helpers.none": MessageTemplate("Noch keine Helfer."),
    "cli.helpers.invitedRemote": MessageTemplate(
      "{name} ist eingeladen ({id}); annehmen geht unter Einstellungen → Helfen oder mit `visor helpers accept {id}`."
    ),
    "cli.helpers.invitedLocal": MessageTemplate(
      "{name} ist eingeladen ({id}); annehmen geht mit `visor helpers accept {id} --user {name}`."),
    "cli.helpers.youHelp": MessageTemplate("Du hilfst jetzt {name}."),
    "cli.helpers.helps": MessageTemplate("{helper} hilft jetzt {name}."),
    "cli.helpers.removed": MessageTemplate("Entfernt."),
    "cli.helpers.nobodyCalled": MessageTemplate(
      "Auf diesem Visor heißt niemand {name}; die Konten zeigt `visor users list`."),
    "cli.helpers.everyone": MessageTemplate("{name} hilft jetzt allen."),
    "cli.helpers.everyoneOff": MessageTemplate("{name} hilft nicht mehr allen."),
    "cli.helpers.giveUsername": MessageTemplate("gib einen BENUTZERNAMEN an"),
    "cli.helpers.giveID": MessageTemplate("gib eine ID an"),
    "cli.imagine.wrote": MessageTemplate(
      "{path} geschrieben ({size}, {model}); in der Galerie gespeichert als {id}."),
    "cli.imagine.cannotWrite": MessageTemplate(
      "{path} lässt sich nicht schreiben; wähle mit -o eine andere Datei. Das Bild ist in der Galerie gespeichert als {id}."
    ),
    "cli.imagine.onePrompt": MessageTemplate(
      "gib die Beschreibung als ein Argument in Anführungszeichen an: visor imagine \"ein roter Fuchs im Schnee\""
    ),
    "cli.faces.taught": .plural(
      "count",
      [
        .one: "Gelernt: {name}, aus {count} Foto (ID {id}).",
        .other: "Gelernt: {name}, aus {count} Fotos (ID {id}).",
      ]),
    "cli.faces.noneFaces": MessageTemplate(
      "Noch keine Gesichter gelernt; bring eines bei mit: visor faces add NAME FOTO…"),
    "cli.faces.noneThings": MessageTemplate(
      "Noch keine Dinge gelernt; bring eines bei mit: visor things add NAME FOTO…"),
    "cli.faces.notTaughtFace": MessageTemplate(
      "Du hast kein Gesicht namens {name} beigebracht; siehe visor faces list."),
    "cli.faces.notTaughtThing": MessageTemplate(
      "Du hast kein Ding namens {name} beigebracht; siehe visor things list."),
    "cli.faces.forgot": MessageTemplate("Vergessen: {name}."),
    "cli.faces.addUsage": MessageTemplate(
      "gib einen Namen und mindestens ein Foto an: visor {command} add NAME FOTO…"),
    "cli.faces.removeUsage": MessageTemplate(
      "gib eine ID oder einen Namen an: visor {command} remove ID|NAME"),
    "cli.error.cannotReadPhotoShort": MessageTemplate("das Foto {path} lässt sich nicht lesen"),
    "cli.live.oneSource": MessageTemplate("gib genau ein VIDEO, eine Y4M-Datei oder einen Fotoordner an"),
    "cli.live.interval": MessageTemplate(
      "--interval muss eine Zahl von Sekunden von 0 bis 3600 sein, etwa 1 oder 0.5"),
    "cli.live.noFrames": MessageTemplate("In {path} sind keine Bilder; gib Fotos oder ein Video an."),
    "cli.live.noSuchPath": MessageTemplate("Es gibt keine Datei und keinen Ordner {path}; prüfe den Pfad."),
    "cli.live.needsFFmpeg": MessageTemplate(
      "Zum Lesen eines Videos oder einer y4m-Datei braucht es den Befehl ffmpeg, der nicht installiert ist; installiere ffmpeg (apt install ffmpeg) oder gib einen Fotoordner an."
    ),
    "cli.live.notAVideo": MessageTemplate(
      "ffmpeg kann {path} nicht als Video lesen ({detail}); gib ein Video, eine y4m-Datei oder einen Fotoordner an."
    ),
    "cli.live.endedEarly": MessageTemplate("die Live-Sitzung hat vor dem Ende der Eingabe aufgehört."),
    "cli.error.noUser": MessageTemplate("In {store} gibt es kein Konto „{name}“; siehe `visor users list`."),
    "cli.error.noAdmin": MessageTemplate(
      "In {store} gibt es noch keinen Admin; führe `visor users add NAME --admin` aus (oder einmal `visor serve`, das einen anlegt), oder gib mit --user NAME ein vorhandenes Konto an."
    ),
  ]

  static let cliPortugueseLines: [MessageID: MessageTemplate] = [
    "cli.help.intro": MessageTemplate("visor {version} — um assistente de visão com IA que você hospeda."),
    "cli.help.usage": MessageTemplate("Uso: visor <comando> [opções]"),
    "cli.help.commands": MessageTemplate("Comandos:"),
    "cli.help.remote": MessageTemplate(
      "Remoto: `visor --server URL --token T COMANDO …` (ou VISOR_URL / VISOR_TOKEN) executa estes comandos em um\nVisor em funcionamento via libcurl:"
    ),
    "cli.help.local": MessageTemplate(
      "Sem --server, eles rodam na pasta de dados (--data-dir) como --user (padrão: o primeiro administrador)\ne mostram as mesmas respostas."
    ),
    "cli.help.language": MessageTemplate(
      "Idioma: --language CÓDIGO (ou VISOR_LANGUAGE) dá as respostas em en, es, fr, de, pt, it, pl, tr, ru ou ar\nem vez do idioma da conta."
    ),
    "cli.help.footer": MessageTemplate(
      "Todo comando aceita --help. Configuração: opções > ambiente VISOR_* > <data-dir>/config.json > padrões."
    ),
    "cli.summary.serve": MessageTemplate(
      "Inicia o servidor (aplicativo web, API), por padrão em 127.0.0.1:8080"),
    "cli.summary.users": MessageTemplate("Gerencia contas: add, list, remove, token, code, passwd"),
    "cli.summary.car": MessageTemplate("Identifica um carro e o guarda na garagem"),
    "cli.summary.garage": MessageTemplate("A garagem: list, show, delete"),
    "cli.summary.classify": MessageTemplate("Classifica uma foto (--model cute para o detector de fofura)"),
    "cli.summary.recognizers": MessageTemplate("Modelos de reconhecimento: list, add"),
    "cli.summary.faces": MessageTemplate(
      "Pessoas conhecidas: add NOME FOTO…, list, remove (describe diz o nome da pessoa)"),
    "cli.summary.things": MessageTemplate("Suas coisas: add NOME FOTO…, list, remove"),
    "cli.summary.helpers": MessageTemplate(
      "Pessoas de confiança de um usuário: list, invite, accept, remove, everyone"),
    "cli.summary.models": MessageTemplate(
      "O registro de modelos: list, add (GGUF / ONNX), warm, remove (remotamente: list)"),
    "cli.summary.config": MessageTemplate("Mostra a configuração em vigor (sem os segredos)"),
    "cli.summary.maintenance": MessageTemplate(
      "Apaga blobs órfãos e logins expirados (serve faz isso de hora em hora)"),
    "cli.summary.backup": MessageTemplate(
      "Copia a pasta de dados para um único arquivo (seguro com o servidor rodando)"),
    "cli.summary.restore": MessageTemplate("Restaura um backup em --data-dir"),
    "cli.summary.migrate": MessageTemplate(
      "Copia a instalação embutida para PostgreSQL + S3 (--to-database, --to-blobs)"),
    "cli.summary.describe": MessageTemplate(
      "Descreve uma foto (e, se quiser, grava a resposta falada em um arquivo)"),
    "cli.summary.ask": MessageTemplate("Pergunta sobre uma foto, digitando ou falando (--question-audio)"),
    "cli.summary.providers": MessageTemplate(
      "Lista modelos e provedores; testa se os provedores remotos respondem"),
    "cli.summary.chat": MessageTemplate(
      "Conversa com um modelo (interativo, em tempo real; ou --message TEXTO)"),
    "cli.summary.imagine": MessageTemplate("Gera uma imagem na galeria e em um arquivo (-o saida.png)"),
    "cli.summary.live": MessageTemplate(
      "Passa um vídeo, um y4m ou uma pasta de fotos por uma sessão ao vivo; mostra o que é dito"),
    "cli.summary.version": MessageTemplate("Mostra a versão"),
    "cli.error.prefix": MessageTemplate("erro: {message}"),
    "cli.error.runHelp": MessageTemplate("Execute `visor {command} --help` para ver como usar."),
    "cli.error.languageNeedsValue": MessageTemplate("--language precisa de um valor: um de {languages}."),
    "cli.error.languageUnknown": MessageTemplate(
      "--language {tag} não é um idioma que o Visor fala; use um de {languages}."),
    "cli.error.unknownCommand": MessageTemplate(
      "comando desconhecido \"{name}\". Execute `visor --help` para ver os comandos."),
    "cli.error.unknownCommandDidYouMean": MessageTemplate(
      "comando desconhecido \"{name}\"; você quis dizer `visor {closest}`? Execute `visor --help` para ver os comandos."
    ),
    "cli.error.noRemoteMode": MessageTemplate(
      "`visor {command}` age sobre uma pasta de dados e não tem modo remoto; os comandos remotos são {commands}."
    ),
    "cli.error.noRemoteModeURL": MessageTemplate(
      "`visor {command}` age sobre uma pasta de dados e não tem modo remoto (VISOR_URL está definida); execute-o na máquina do servidor com --data-dir PASTA, ou remova VISOR_URL."
    ),
    "cli.error.userRemote": MessageTemplate(
      "--user escolhe uma conta de uma pasta de dados; remotamente, o token diz quem você é"),
    "cli.error.needsServer": MessageTemplate(
      "isto precisa de um Visor em funcionamento: visor --server http://host:8080 --token vsr_… COMANDO"),
    "cli.error.needsToken": MessageTemplate(
      "--server também precisa de um token: --token vsr_… (ou VISOR_TOKEN); crie um em Configurações → Tokens."
    ),
    "cli.error.optionNeedsServer": MessageTemplate(
      "{option} precisa de um valor: visor --server http://host:8080 --token vsr_… COMANDO"),
    "cli.error.unknownOption": MessageTemplate("opção desconhecida --{option} para `visor {command}`"),
    "cli.error.unknownOptionDidYouMean": MessageTemplate(
      "opção desconhecida --{option} para `visor {command}`; você quis dizer --{closest}?"),
    "cli.error.flagTakesNoValue": MessageTemplate("--{option} não leva valor (ou =true/=false)"),
    "cli.error.optionNeedsValue": MessageTemplate("--{option} precisa de um valor ({value})"),
    "cli.error.unknownSubcommand": MessageTemplate("subcomando desconhecido \"{name}\"; use um de: {names}"),
    "cli.error.subcommandUsage": MessageTemplate("Uso: visor {command} <{names}> [opções]"),
    "cli.error.subcommandDetails": MessageTemplate(
      "Execute `visor {command} <subcomando> --help` para ver os detalhes."),
    "cli.error.notAnID": MessageTemplate("\"{text}\" não é um id (um UUID)"),
    "cli.error.unexpected": MessageTemplate("argumento a mais: {argument}"),
    "cli.error.cannotReadPhoto": MessageTemplate("Não consigo ler a foto {path}; confira o caminho."),
    "cli.error.cannotReadRecording": MessageTemplate("Não consigo ler a gravação {path}; confira o caminho."),
    "cli.error.onePhoto": MessageTemplate("informe exatamente uma FOTO"),
    "cli.error.photoAndQuestion": MessageTemplate(
      "informe a FOTO e uma \"pergunta\" (ou --question-audio ARQUIVO)"),
    "cli.error.aboutOnlyQuestion": MessageTemplate(
      "com --about, informe só a \"pergunta\" (ou --question-audio ARQUIVO), sem FOTO"),
    "cli.error.noAnalysis": MessageTemplate(
      "Não há análise com o id \"{id}\"; os ids são UUIDs em minúsculas, por exemplo de `visor ask … --json`."
    ),
    "cli.analyze.youAsked": MessageTemplate("Você perguntou: {text}"),
    "cli.analyze.note": MessageTemplate("Observação: {text}"),
    "cli.analyze.check": MessageTemplate("Conferência: {text}"),
    "cli.analyze.spoken": MessageTemplate("Resposta falada gravada em {path}."),
    "cli.analyze.askMore": MessageTemplate(
      "Pergunte mais sobre esta foto: visor ask --about {id} \"pergunta\""),
    "cli.chat.continue": MessageTemplate("Para continuar esta conversa: visor chat --chat {id}"),
    "cli.chat.continueMessage": MessageTemplate(
      "Para continuar esta conversa: visor chat --chat {id} --message \"…\""),
    "cli.chat.startedRemote": MessageTemplate(
      "Conversando com {model} em {server}. /new começa uma conversa nova, /quit (ou Ctrl-D) sai."),
    "cli.chat.startedLocal": MessageTemplate(
      "Conversando com {model} como {user}. /new começa uma conversa nova, /quit (ou Ctrl-D) sai."),
    "cli.chat.newChat": MessageTemplate("Nova conversa com {model}."),
    "cli.chat.typeSomething": MessageTemplate("(Digite uma mensagem, ou /quit.)"),
    "cli.chat.empty": MessageTemplate("A mensagem está vazia; digite algo para enviar."),
    "cli.chat.noPositional": MessageTemplate(
      "`visor chat` não aceita argumentos posicionais; use --message \"TEXTO\""),
    "cli.chat.unknownModelRemote": MessageTemplate(
      "O servidor não tem o modelo de conversa \"{model}\"; os modelos de conversa dele são {models} (veja `visor models list`)."
    ),
    "cli.chat.unknownModelLocal": MessageTemplate(
      "Este Visor não tem o modelo de conversa \"{model}\"; os modelos de conversa dele são {models} (veja `visor models list`)."
    ),
    "cli.chat.none": MessageTemplate("nenhum"),
    "cli.chat.noModelRemote": MessageTemplate(
      "O servidor {server} não tem nenhum modelo de conversa; quem o administra pode adicionar um (`visor models`)."
    ),
    "cli.chat.noModelLocal": MessageTemplate(
      "Este Visor não tem nenhum modelo de conversa; adicione um com `visor models add` ou configure um provedor."
    ),
    "cli.car.none": MessageTemplate("Nenhum carro encontrado."),
    "cli.car.crop": MessageTemplate(
      "--crop recebe quatro frações separadas por vírgulas: X,Y,LARGURA,ALTURA"),
    "cli.garage.empty": MessageTemplate("A garagem está vazia; adicione um carro com `visor car FOTO`."),
    "cli.garage.deleted": MessageTemplate("O carro e a foto dele foram apagados."),
    "cli.garage.noArguments": MessageTemplate("`visor garage list` não aceita argumentos"),
    "cli.garage.oneID": MessageTemplate("informe exatamente um id de carro"),
    "cli.garage.limit": MessageTemplate("--limit precisa ser um número inteiro de {low} a {high}"),
    "cli.helpers.none": MessageTemplate("Ainda não há ajudantes."),
    "cli.helpers.invitedRemote": MessageTemplate(
      "Convite enviado a {name} ({id}); a pessoa aceita em Configurações → Ajudar, ou com `visor helpers accept {id}`."
    ),
    "cli.helpers.invitedLocal": MessageTemplate(
      "Convite enviado a {name} ({id}); a pessoa aceita com `visor helpers accept {id} --user {name}`."),
    "cli.helpers.youHelp": MessageTemplate("Agora você ajuda {name}."),
    "cli.helpers.helps": MessageTemplate("{helper} agora ajuda {name}."),
    "cli.helpers.removed": MessageTemplate("Removido."),
    "cli.helpers.nobodyCalled": MessageTemplate(
      "Ninguém se chama {name} neste Visor; liste as contas com `visor users list`."),
    "cli.helpers.everyone": MessageTemplate("{name} agora ajuda todo mundo."),
    "cli.helpers.everyoneOff": MessageTemplate("{name} não ajuda mais todo mundo."),
    "cli.helpers.giveUsername": MessageTemplate("informe um NOME DE USUÁRIO"),
    "cli.helpers.giveID": MessageTemplate("informe um ID"),
    "cli.imagine.wrote": MessageTemplate("{path} gravado ({size}, {model}); salvo na galeria como {id}."),
    "cli.imagine.cannotWrite": MessageTemplate(
      "Não consigo gravar {path}; escolha outro arquivo com -o. A imagem está salva na galeria como {id}."),
    "cli.imagine.onePrompt": MessageTemplate(
      "passe a descrição como um único argumento, entre aspas: visor imagine \"uma raposa vermelha na neve\""),
    "cli.faces.taught": .plural(
      "count",
      [
        .one: "Aprendido: {name}, com {count} foto (id {id}).",
        .other: "Aprendido: {name}, com {count} fotos (id {id}).",
      ]),
    "cli.faces.noneFaces": MessageTemplate(
      "Nenhum rosto ensinado ainda; ensine um com: visor faces add NOME FOTO…"),
    "cli.faces.noneThings": MessageTemplate(
      "Nenhuma coisa ensinada ainda; ensine uma com: visor things add NOME FOTO…"),
    "cli.faces.notTaughtFace": MessageTemplate(
      "Você não ensinou nenhum rosto chamado {name}; veja visor faces list."),
    "cli.faces.notTaughtThing": MessageTemplate(
      "Você não ensinou nenhuma coisa chamada {name}; veja visor things list."),
    "cli.faces.forgot": MessageTemplate("Esquecido: {name}."),
    "cli.faces.addUsage": MessageTemplate(
      "informe um nome e pelo menos uma foto: visor {command} add NOME FOTO…"),
    "cli.faces.removeUsage": MessageTemplate("informe um id ou um nome: visor {command} remove ID|NOME"),
    "cli.error.cannotReadPhotoShort": MessageTemplate("não consigo ler a foto {path}"),
    "cli.live.oneSource": MessageTemplate("informe exatamente um VÍDEO, um Y4M ou uma pasta de fotos"),
    "cli.live.interval": MessageTemplate(
      "--interval precisa ser um número de segundos de 0 a 3600, como 1 ou 0.5"),
    "cli.live.noFrames": MessageTemplate("Não há quadros em {path}; informe fotos ou um vídeo."),
    "cli.live.noSuchPath": MessageTemplate("Não existe o arquivo ou a pasta {path}; confira o caminho."),
    "cli.live.needsFFmpeg": MessageTemplate(
      "Para ler um vídeo ou um y4m é preciso o comando ffmpeg, que não está instalado; instale o ffmpeg (apt install ffmpeg) ou informe uma pasta de fotos."
    ),
    "cli.live.notAVideo": MessageTemplate(
      "O ffmpeg não consegue ler {path} como vídeo ({detail}); informe um vídeo, um y4m ou uma pasta de fotos."
    ),
    "cli.live.endedEarly": MessageTemplate("a sessão ao vivo terminou antes do fim da entrada."),
    "cli.error.noUser": MessageTemplate("Não há usuário \"{name}\" em {store}; veja `visor users list`."),
    "cli.error.noAdmin": MessageTemplate(
      "Ainda não há administrador em {store}; execute `visor users add NOME --admin` (ou `visor serve` uma vez, que cria um), ou passe --user NOME de uma conta que exista."
    ),
  ]

  static let cliItalianLines: [MessageID: MessageTemplate] = [
    "cli.help.intro": MessageTemplate("visor {version}: un assistente visivo con IA che ospiti tu."),
    "cli.help.usage": MessageTemplate("Uso: visor <comando> [opzioni]"),
    "cli.help.commands": MessageTemplate("Comandi:"),
    "cli.help.remote": MessageTemplate(
      "Da remoto: `visor --server URL --token T COMANDO …` (o VISOR_URL / VISOR_TOKEN) esegue questi comandi su un\nVisor in funzione tramite libcurl:"
    ),
    "cli.help.local": MessageTemplate(
      "Senza --server lavorano sulla cartella dei dati (--data-dir) come --user (predefinito: il primo amministratore)\ne stampano le stesse risposte."
    ),
    "cli.help.language": MessageTemplate(
      "Lingua: --language CODICE (o VISOR_LANGUAGE) dà le risposte in en, es, fr, de, pt, it, pl, tr, ru o ar\ninvece che nella lingua dell'account."
    ),
    "cli.help.footer": MessageTemplate(
      "Ogni comando accetta --help. Configurazione: opzioni > ambiente VISOR_* > <data-dir>/config.json > valori predefiniti."
    ),
    "cli.summary.serve": MessageTemplate(
      "Avvia il server (app web, API), per impostazione predefinita su 127.0.0.1:8080"),
    "cli.summary.users": MessageTemplate("Gestisce gli account: add, list, remove, token, code, passwd"),
    "cli.summary.car": MessageTemplate("Riconosce un'auto e la salva nel garage"),
    "cli.summary.garage": MessageTemplate("Il garage: list, show, delete"),
    "cli.summary.classify": MessageTemplate(
      "Classifica una foto (--model cute per il rilevatore di tenerezza)"),
    "cli.summary.recognizers": MessageTemplate("Modelli di riconoscimento: list, add"),
    "cli.summary.faces": MessageTemplate(
      "Persone conosciute: add NOME FOTO…, list, remove (describe dice il nome della persona)"),
    "cli.summary.things": MessageTemplate("Le tue cose: add NOME FOTO…, list, remove"),
    "cli.summary.helpers": MessageTemplate(
      "Le persone di fiducia di un utente: list, invite, accept, remove, everyone"),
    "cli.summary.models": MessageTemplate(
      "Il registro dei modelli: list, add (GGUF / ONNX), warm, remove (da remoto: list)"),
    "cli.summary.config": MessageTemplate("Stampa la configurazione in uso (senza i segreti)"),
    "cli.summary.maintenance": MessageTemplate(
      "Elimina i blob orfani e gli accessi scaduti (serve lo fa ogni ora)"),
    "cli.summary.backup": MessageTemplate(
      "Copia la cartella dei dati in un solo file (sicuro anche con il server in funzione)"),
    "cli.summary.restore": MessageTemplate("Ripristina un backup in --data-dir"),
    "cli.summary.migrate": MessageTemplate(
      "Copia l'installazione integrata in PostgreSQL + S3 (--to-database, --to-blobs)"),
    "cli.summary.describe": MessageTemplate(
      "Descrive una foto (e, se vuoi, salva la risposta parlata in un file)"),
    "cli.summary.ask": MessageTemplate("Fa una domanda su una foto, scritta o a voce (--question-audio)"),
    "cli.summary.providers": MessageTemplate(
      "Elenca modelli e fornitori; verifica che i fornitori remoti rispondano"),
    "cli.summary.chat": MessageTemplate("Chatta con un modello (interattivo, in diretta; o --message TESTO)"),
    "cli.summary.imagine": MessageTemplate("Genera un'immagine nella galleria e in un file (-o uscita.png)"),
    "cli.summary.live": MessageTemplate(
      "Fa passare un video, un y4m o una cartella di foto in una sessione dal vivo; stampa ciò che viene detto"
    ),
    "cli.summary.version": MessageTemplate("Stampa la versione"),
    "cli.error.prefix": MessageTemplate("errore: {message}"),
    "cli.error.runHelp": MessageTemplate("Esegui `visor {command} --help` per vedere come si usa."),
    "cli.error.languageNeedsValue": MessageTemplate("--language vuole un valore: uno tra {languages}."),
    "cli.error.languageUnknown": MessageTemplate(
      "--language {tag} non è una lingua che Visor parla; usa uno tra {languages}."),
    "cli.error.unknownCommand": MessageTemplate(
      "comando sconosciuto \"{name}\". Esegui `visor --help` per vedere i comandi."),
    "cli.error.unknownCommandDidYouMean": MessageTemplate(
      "comando sconosciuto \"{name}\"; forse intendevi `visor {closest}`? Esegui `visor --help` per vedere i comandi."
    ),
    "cli.error.noRemoteMode": MessageTemplate(
      "`visor {command}` lavora su una cartella dei dati e non ha una modalità remota; i comandi remoti sono {commands}."
    ),
    "cli.error.noRemoteModeURL": MessageTemplate(
      "`visor {command}` lavora su una cartella dei dati e non ha una modalità remota (VISOR_URL è impostata); eseguilo sulla macchina del server con --data-dir CARTELLA, oppure togli VISOR_URL."
    ),
    "cli.error.userRemote": MessageTemplate(
      "--user sceglie un account di una cartella dei dati; da remoto è il token a dire chi sei"),
    "cli.error.needsServer": MessageTemplate(
      "serve un Visor in funzione: visor --server http://host:8080 --token vsr_… COMANDO"),
    "cli.error.needsToken": MessageTemplate(
      "--server vuole anche un token: --token vsr_… (o VISOR_TOKEN); creane uno in Impostazioni → Token."),
    "cli.error.optionNeedsServer": MessageTemplate(
      "{option} vuole un valore: visor --server http://host:8080 --token vsr_… COMANDO"),
    "cli.error.unknownOption": MessageTemplate("opzione sconosciuta --{option} per `visor {command}`"),
    "cli.error.unknownOptionDidYouMean": MessageTemplate(
      "opzione sconosciuta --{option} per `visor {command}`; forse intendevi --{closest}?"),
    "cli.error.flagTakesNoValue": MessageTemplate("--{option} non vuole un valore (o =true/=false)"),
    "cli.error.optionNeedsValue": MessageTemplate("--{option} vuole un valore ({value})"),
    "cli.error.unknownSubcommand": MessageTemplate(
      "sottocomando sconosciuto \"{name}\"; usa uno tra: {names}"),
    "cli.error.subcommandUsage": MessageTemplate("Uso: visor {command} <{names}> [opzioni]"),
    "cli.error.subcommandDetails": MessageTemplate(
      "Esegui `visor {command} <sottocomando> --help` per i dettagli."),
    "cli.error.notAnID": MessageTemplate("\"{text}\" non è un id (un UUID)"),
    "cli.error.unexpected": MessageTemplate("argomento in più: {argument}"),
    "cli.error.cannotReadPhoto": MessageTemplate(
      "Non riesco a leggere la foto {path}; controlla il percorso."),
    "cli.error.cannotReadRecording": MessageTemplate(
      "Non riesco a leggere la registrazione {path}; controlla il percorso."),
    "cli.error.onePhoto": MessageTemplate("indica esattamente una FOTO"),
    "cli.error.photoAndQuestion": MessageTemplate(
      "indica la FOTO e una \"domanda\" (o --question-audio FILE)"),
    "cli.error.aboutOnlyQuestion": MessageTemplate(
      "con --about indica solo la \"domanda\" (o --question-audio FILE), senza FOTO"),
    "cli.error.noAnalysis": MessageTemplate(
      "Nessuna analisi ha l'id \"{id}\"; gli id sono UUID in minuscolo, per esempio da `visor ask … --json`."),
    "cli.analyze.youAsked": MessageTemplate("Hai chiesto: {text}"),
    "cli.analyze.note": MessageTemplate("Nota: {text}"),
    "cli.analyze.check": MessageTemplate("Verifica: {text}"),
    "cli.analyze.spoken": MessageTemplate("Risposta parlata salvata in {path}."),
    "cli.analyze.askMore": MessageTemplate("Chiedi altro su questa foto: visor ask --about {id} \"domanda\""),
    "cli.chat.continue": MessageTemplate("Per continuare questa chat: visor chat --chat {id}"),
    "cli.chat.continueMessage": MessageTemplate(
      "Per continuare questa chat: visor chat --chat {id} --message \"…\""),
    "cli.chat.startedRemote": MessageTemplate(
      "Chat con {model} su {server}. /new inizia una nuova chat, /quit (o Ctrl-D) esce."),
    "cli.chat.startedLocal": MessageTemplate(
      "Chat con {model} come {user}. /new inizia una nuova chat, /quit (o Ctrl-D) esce."),
    "cli.chat.newChat": MessageTemplate("Nuova chat con {model}."),
    "cli.chat.typeSomething": MessageTemplate("(Scrivi un messaggio, o /quit.)"),
    "cli.chat.empty": MessageTemplate("Il messaggio è vuoto; scrivi qualcosa da inviare."),
    "cli.chat.noPositional": MessageTemplate(
      "`visor chat` non accetta argomenti posizionali; usa --message \"TESTO\""),
    "cli.chat.unknownModelRemote": MessageTemplate(
      "Il server non ha il modello di chat \"{model}\"; i suoi modelli di chat sono {models} (vedi `visor models list`)."
    ),
    "cli.chat.unknownModelLocal": MessageTemplate(
      "Questo Visor non ha il modello di chat \"{model}\"; i suoi modelli di chat sono {models} (vedi `visor models list`)."
    ),
    "cli.chat.none": MessageTemplate("nessuno"),
    "cli.chat.noModelRemote": MessageTemplate(
      "Il server {server} non ha nessun modello di chat; chi lo amministra può aggiungerne uno (`visor models`)."
    ),
    "cli.chat.noModelLocal": MessageTemplate(
      "Questo Visor non ha nessun modello di chat; aggiungine uno con `visor models add` o configura un fornitore."
    ),
    "cli.car.none": MessageTemplate("Nessuna auto trovata."),
    "cli.car.crop": MessageTemplate(
      "--crop vuole quattro frazioni separate da virgole: X,Y,LARGHEZZA,ALTEZZA"),
    "cli.garage.empty": MessageTemplate("Il garage è vuoto; aggiungi un'auto con `visor car FOTO`."),
    "cli.garage.deleted": MessageTemplate("Ho eliminato l'auto e la sua foto."),
    "cli.garage.noArguments": MessageTemplate("`visor garage list` non accetta argomenti"),
    "cli.garage.oneID": MessageTemplate("indica esattamente un id di auto"),
    "cli.garage.limit": MessageTemplate("--limit deve essere un numero intero da {low} a {high}"),
    "cli.helpers.none": MessageTemplate("Ancora nessun aiutante."),
    "cli.helpers.invitedRemote": MessageTemplate(
      "Hai invitato {name} ({id}); accetta in Impostazioni → Aiutare, o con `visor helpers accept {id}`."),
    "cli.helpers.invitedLocal": MessageTemplate(
      "Hai invitato {name} ({id}); accetta con `visor helpers accept {id} --user {name}`."),
    "cli.helpers.youHelp": MessageTemplate("Ora aiuti {name}."),
    "cli.helpers.helps": MessageTemplate("{helper} ora aiuta {name}."),
    "cli.helpers.removed": MessageTemplate("Rimosso."),
    "cli.helpers.nobodyCalled": MessageTemplate(
      "Nessuno si chiama {name} su questo Visor; elenca gli account con `visor users list`."),
    "cli.helpers.everyone": MessageTemplate("{name} ora aiuta tutti."),
    "cli.helpers.everyoneOff": MessageTemplate("{name} non aiuta più tutti."),
    "cli.helpers.giveUsername": MessageTemplate("indica un NOME UTENTE"),
    "cli.helpers.giveID": MessageTemplate("indica un ID"),
    "cli.imagine.wrote": MessageTemplate(
      "Ho scritto {path} ({size}, {model}); salvata nella galleria come {id}."),
    "cli.imagine.cannotWrite": MessageTemplate(
      "Non riesco a scrivere {path}; scegli un altro file con -o. L'immagine è salvata nella galleria come {id}."
    ),
    "cli.imagine.onePrompt": MessageTemplate(
      "scrivi la descrizione come un solo argomento, tra virgolette: visor imagine \"una volpe rossa nella neve\""
    ),
    "cli.faces.taught": .plural(
      "count",
      [
        .one: "Imparato: {name}, da {count} foto (id {id}).",
        .other: "Imparato: {name}, da {count} foto (id {id}).",
      ]),
    "cli.faces.noneFaces": MessageTemplate(
      "Ancora nessun volto imparato; insegnane uno con: visor faces add NOME FOTO…"),
    "cli.faces.noneThings": MessageTemplate(
      "Ancora nessuna cosa imparata; insegnane una con: visor things add NOME FOTO…"),
    "cli.faces.notTaughtFace": MessageTemplate(
      "Non hai insegnato nessun volto chiamato {name}; vedi visor faces list."),
    "cli.faces.notTaughtThing": MessageTemplate(
      "Non hai insegnato nessuna cosa chiamata {name}; vedi visor things list."),
    "cli.faces.forgot": MessageTemplate("Dimenticato: {name}."),
    "cli.faces.addUsage": MessageTemplate("indica un nome e almeno una foto: visor {command} add NOME FOTO…"),
    "cli.faces.removeUsage": MessageTemplate("indica un id o un nome: visor {command} remove ID|NOME"),
    "cli.error.cannotReadPhotoShort": MessageTemplate("non riesco a leggere la foto {path}"),
    "cli.live.oneSource": MessageTemplate("indica esattamente un VIDEO, un Y4M o una cartella di foto"),
    "cli.live.interval": MessageTemplate(
      "--interval deve essere un numero di secondi da 0 a 3600, come 1 o 0.5"),
    "cli.live.noFrames": MessageTemplate("In {path} non ci sono fotogrammi; indica delle foto o un video."),
    "cli.live.noSuchPath": MessageTemplate("Non esiste il file o la cartella {path}; controlla il percorso."),
    "cli.live.needsFFmpeg": MessageTemplate(
      "Per leggere un video o un y4m serve il comando ffmpeg, che non è installato; installa ffmpeg (apt install ffmpeg) oppure indica una cartella di foto."
    ),
    "cli.live.notAVideo": MessageTemplate(
      "ffmpeg non riesce a leggere {path} come video ({detail}); indica un video, un y4m o una cartella di foto."
    ),
    "cli.live.endedEarly": MessageTemplate("la sessione dal vivo è finita prima della fine dell'input."),
    "cli.error.noUser": MessageTemplate(
      "Non c'è nessun utente \"{name}\" in {store}; vedi `visor users list`."),
    "cli.error.noAdmin": MessageTemplate(
      "In {store} non c'è ancora un amministratore; esegui `visor users add NOME --admin` (o una volta `visor serve`, che ne crea uno), oppure passa --user NOME per un account esistente."
    ),
  ]

  static let cliPolishLines: [MessageID: MessageTemplate] = [
    "cli.help.intro": MessageTemplate(
      "visor {version} — asystent widzenia z AI, którego hostujesz u siebie."),
    "cli.help.usage": MessageTemplate("Użycie: visor <polecenie> [opcje]"),
    "cli.help.commands": MessageTemplate("Polecenia:"),
    "cli.help.remote": MessageTemplate(
      "Zdalnie: `visor --server URL --token T POLECENIE …` (albo VISOR_URL / VISOR_TOKEN) uruchamia te polecenia na\ndziałającym Visorze przez libcurl:"
    ),
    "cli.help.local": MessageTemplate(
      "Bez --server działają na folderze danych (--data-dir) jako --user (domyślnie pierwszy administrator)\ni wypisują te same odpowiedzi."
    ),
    "cli.help.language": MessageTemplate(
      "Język: --language KOD (albo VISOR_LANGUAGE) podaje odpowiedzi w en, es, fr, de, pt, it, pl, tr, ru lub ar\nzamiast w języku konta."
    ),
    "cli.help.footer": MessageTemplate(
      "Każde polecenie przyjmuje --help. Konfiguracja: opcje > środowisko VISOR_* > <data-dir>/config.json > wartości domyślne."
    ),
    "cli.summary.serve": MessageTemplate(
      "Uruchamia serwer (aplikacja webowa, API), domyślnie na 127.0.0.1:8080"),
    "cli.summary.users": MessageTemplate("Zarządza kontami: add, list, remove, token, code, passwd"),
    "cli.summary.car": MessageTemplate("Rozpoznaje samochód i zapisuje go w garażu"),
    "cli.summary.garage": MessageTemplate("Garaż: list, show, delete"),
    "cli.summary.classify": MessageTemplate("Klasyfikuje zdjęcie (--model cute dla wykrywacza słodkości)"),
    "cli.summary.recognizers": MessageTemplate("Szablony rozpoznawania: list, add"),
    "cli.summary.faces": MessageTemplate(
      "Znane osoby: add IMIĘ ZDJĘCIE…, list, remove (describe podaje imię osoby)"),
    "cli.summary.things": MessageTemplate("Twoje rzeczy: add NAZWA ZDJĘCIE…, list, remove"),
    "cli.summary.helpers": MessageTemplate(
      "Zaufane osoby użytkownika: list, invite, accept, remove, everyone"),
    "cli.summary.models": MessageTemplate(
      "Rejestr modeli: list, add (GGUF / ONNX), warm, remove (zdalnie: list)"),
    "cli.summary.config": MessageTemplate("Wypisuje obowiązującą konfigurację (bez sekretów)"),
    "cli.summary.maintenance": MessageTemplate(
      "Usuwa osierocone bloby i wygasłe logowania (serve robi to co godzinę)"),
    "cli.summary.backup": MessageTemplate(
      "Kopiuje folder danych do jednego pliku (bezpiecznie także przy działającym serwerze)"),
    "cli.summary.restore": MessageTemplate("Przywraca kopię zapasową do --data-dir"),
    "cli.summary.migrate": MessageTemplate(
      "Kopiuje wbudowaną instalację do PostgreSQL + S3 (--to-database, --to-blobs)"),
    "cli.summary.describe": MessageTemplate(
      "Opisuje zdjęcie (i w razie potrzeby zapisuje odpowiedź mówioną do pliku)"),
    "cli.summary.ask": MessageTemplate("Pyta o zdjęcie, pisząc lub mówiąc (--question-audio)"),
    "cli.summary.providers": MessageTemplate(
      "Wypisuje modele i dostawców; sprawdza, czy zdalni dostawcy odpowiadają"),
    "cli.summary.chat": MessageTemplate("Rozmowa z modelem (interaktywna, na bieżąco; albo --message TEKST)"),
    "cli.summary.imagine": MessageTemplate("Tworzy obraz w galerii i w pliku (-o wynik.png)"),
    "cli.summary.live": MessageTemplate(
      "Przepuszcza wideo, plik y4m lub folder zdjęć przez sesję na żywo; wypisuje, co zostało powiedziane"),
    "cli.summary.version": MessageTemplate("Wypisuje wersję"),
    "cli.error.prefix": MessageTemplate("błąd: {message}"),
    "cli.error.runHelp": MessageTemplate("Uruchom `visor {command} --help`, żeby zobaczyć, jak go używać."),
    "cli.error.languageNeedsValue": MessageTemplate("--language wymaga wartości: jednej z {languages}."),
    "cli.error.languageUnknown": MessageTemplate(
      "--language {tag} to nie jest język, którym mówi Visor; użyj jednego z {languages}."),
    "cli.error.unknownCommand": MessageTemplate(
      "nieznane polecenie „{name}”. Uruchom `visor --help`, żeby zobaczyć polecenia."),
    "cli.error.unknownCommandDidYouMean": MessageTemplate(
      "nieznane polecenie „{name}”; czy chodziło ci o `visor {closest}`? Uruchom `visor --help`, żeby zobaczyć polecenia."
    ),
    "cli.error.noRemoteMode": MessageTemplate(
      "`visor {command}` działa na folderze danych i nie ma trybu zdalnego; polecenia zdalne to {commands}."),
    "cli.error.noRemoteModeURL": MessageTemplate(
      "`visor {command}` działa na folderze danych i nie ma trybu zdalnego (ustawiono VISOR_URL); uruchom je na maszynie serwera z --data-dir FOLDER albo usuń VISOR_URL."
    ),
    "cli.error.userRemote": MessageTemplate(
      "--user wybiera konto z folderu danych; zdalnie to token mówi, kim jesteś"),
    "cli.error.needsServer": MessageTemplate(
      "do tego potrzebny jest działający Visor: visor --server http://host:8080 --token vsr_… POLECENIE"),
    "cli.error.needsToken": MessageTemplate(
      "--server potrzebuje też tokenu: --token vsr_… (albo VISOR_TOKEN); utwórz go w Ustawienia → Tokeny."),
    "cli.error.optionNeedsServer": MessageTemplate(
      "{option} wymaga wartości: visor --server http://host:8080 --token vsr_… POLECENIE"),
    "cli.error.unknownOption": MessageTemplate("nieznana opcja --{option} dla `visor {command}`"),
    "cli.error.unknownOptionDidYouMean": MessageTemplate(
      "nieznana opcja --{option} dla `visor {command}`; czy chodziło ci o --{closest}?"),
    "cli.error.flagTakesNoValue": MessageTemplate("--{option} nie przyjmuje wartości (albo =true/=false)"),
    "cli.error.optionNeedsValue": MessageTemplate("--{option} wymaga wartości ({value})"),
    "cli.error.unknownSubcommand": MessageTemplate("nieznane podpolecenie „{name}”; użyj jednego z: {names}"),
    "cli.error.subcommandUsage": MessageTemplate("Użycie: visor {command} <{names}> [opcje]"),
    "cli.error.subcommandDetails": MessageTemplate(
      "Uruchom `visor {command} <podpolecenie> --help`, żeby zobaczyć szczegóły."),
    "cli.error.notAnID": MessageTemplate("„{text}” to nie jest identyfikator (UUID)"),
    "cli.error.unexpected": MessageTemplate("nadmiarowy argument: {argument}"),
    "cli.error.cannotReadPhoto": MessageTemplate("Nie mogę odczytać zdjęcia {path}; sprawdź ścieżkę."),
    "cli.error.cannotReadRecording": MessageTemplate("Nie mogę odczytać nagrania {path}; sprawdź ścieżkę."),
    "cli.error.onePhoto": MessageTemplate("podaj dokładnie jedno ZDJĘCIE"),
    "cli.error.photoAndQuestion": MessageTemplate("podaj ZDJĘCIE i „pytanie” (albo --question-audio PLIK)"),
    "cli.error.aboutOnlyQuestion": MessageTemplate(
      "z --about podaj tylko „pytanie” (albo --question-audio PLIK), bez ZDJĘCIA"),
    "cli.error.noAnalysis": MessageTemplate(
      "Nie ma analizy o identyfikatorze „{id}”; identyfikatory to UUID pisane małymi literami, np. z `visor ask … --json`."
    ),
    "cli.analyze.youAsked": MessageTemplate("Twoje pytanie: {text}"),
    "cli.analyze.note": MessageTemplate("Uwaga: {text}"),
    "cli.analyze.check": MessageTemplate("Sprawdzenie: {text}"),
    "cli.analyze.spoken": MessageTemplate("Odpowiedź mówiona zapisana w {path}."),
    "cli.analyze.askMore": MessageTemplate("Zapytaj o to zdjęcie dalej: visor ask --about {id} \"pytanie\""),
    "cli.chat.continue": MessageTemplate("Aby wrócić do tej rozmowy: visor chat --chat {id}"),
    "cli.chat.continueMessage": MessageTemplate(
      "Aby wrócić do tej rozmowy: visor chat --chat {id} --message \"…\""),
    "cli.chat.startedRemote": MessageTemplate(
      "Rozmowa z {model} na {server}. /new zaczyna nową rozmowę, /quit (albo Ctrl-D) kończy."),
    "cli.chat.startedLocal": MessageTemplate(
      "Rozmowa z {model} jako {user}. /new zaczyna nową rozmowę, /quit (albo Ctrl-D) kończy."),
    "cli.chat.newChat": MessageTemplate("Nowa rozmowa z {model}."),
    "cli.chat.typeSomething": MessageTemplate("(Napisz wiadomość albo /quit.)"),
    "cli.chat.empty": MessageTemplate("Wiadomość jest pusta; napisz coś, żeby ją wysłać."),
    "cli.chat.noPositional": MessageTemplate(
      "`visor chat` nie przyjmuje argumentów pozycyjnych; użyj --message \"TEKST\""),
    "cli.chat.unknownModelRemote": MessageTemplate(
      "Serwer nie ma modelu rozmowy „{model}”; jego modele rozmowy to {models} (zobacz `visor models list`)."),
    "cli.chat.unknownModelLocal": MessageTemplate(
      "Ten Visor nie ma modelu rozmowy „{model}”; jego modele rozmowy to {models} (zobacz `visor models list`)."
    ),
    "cli.chat.none": MessageTemplate("brak"),
    "cli.chat.noModelRemote": MessageTemplate(
      "Serwer {server} nie ma żadnego modelu rozmowy; jego administrator może go dodać (`visor models`)."),
    "cli.chat.noModelLocal": MessageTemplate(
      "Ten Visor nie ma żadnego modelu rozmowy; dodaj go przez `visor models add` albo skonfiguruj dostawcę."),
    "cli.car.none": MessageTemplate("Nie znaleziono samochodu."),
    "cli.car.crop": MessageTemplate(
      "--crop przyjmuje cztery ułamki rozdzielone przecinkami: X,Y,SZEROKOŚĆ,WYSOKOŚĆ"),
    "cli.garage.empty": MessageTemplate("Garaż jest pusty; dodaj samochód przez `visor car ZDJĘCIE`."),
    "cli.garage.deleted": MessageTemplate("Usunięto samochód i jego zdjęcie."),
    "cli.garage.noArguments": MessageTemplate("`visor garage list` nie przyjmuje argumentów"),
    "cli.garage.oneID": MessageTemplate("podaj dokładnie jeden identyfikator samochodu"),
    "cli.garage.limit": MessageTemplate("--limit musi być liczbą całkowitą od {low} do {high}"),
    "cli.helpers.none": MessageTemplate("Nie masz jeszcze pomocników."),
    "cli.helpers.invitedRemote": MessageTemplate(
      "Zaproszono {name} ({id}); zaproszenie przyjmuje się w Ustawienia → Pomaganie albo przez `visor helpers accept {id}`."
    ),
    "cli.helpers.invitedLocal": MessageTemplate(
      "Zaproszono {name} ({id}); zaproszenie przyjmuje się przez `visor helpers accept {id} --user {name}`."),
    "cli.helpers.youHelp": MessageTemplate("Pomagasz teraz: {name}."),
    "cli.helpers.helps": MessageTemplate("{helper} pomaga teraz: {name}."),
    "cli.helpers.removed": MessageTemplate("Usunięto."),
    "cli.helpers.nobodyCalled": MessageTemplate(
      "Na tym Visorze nikt nie nazywa się {name}; konta wypisze `visor users list`."),
    "cli.helpers.everyone": MessageTemplate("{name} pomaga teraz wszystkim."),
    "cli.helpers.everyoneOff": MessageTemplate("{name} nie pomaga już wszystkim."),
    "cli.helpers.giveUsername": MessageTemplate("podaj jedną NAZWĘ UŻYTKOWNIKA"),
    "cli.helpers.giveID": MessageTemplate("podaj jeden ID"),
    "cli.imagine.wrote": MessageTemplate(
      "Zapisano {path} ({size}, {model}); obraz jest w galerii jako {id}."),
    "cli.imagine.cannotWrite": MessageTemplate(
      "Nie mogę zapisać {path}; wybierz inny plik przez -o. Obraz jest zapisany w galerii jako {id}."),
    "cli.imagine.onePrompt": MessageTemplate(
      "podaj opis jako jeden argument, w cudzysłowie: visor imagine \"rudy lis na śniegu\""),
    "cli.faces.taught": .plural(
      "count",
      [
        .one: "Zapamiętano: {name}, na podstawie {count} zdjęcia (id {id}).",
        .few: "Zapamiętano: {name}, na podstawie {count} zdjęć (id {id}).",
        .many: "Zapamiętano: {name}, na podstawie {count} zdjęć (id {id}).",
        .other: "Zapamiętano: {name}, na podstawie {count} zdjęcia (id {id}).",
      ]),
    "cli.faces.noneFaces": MessageTemplate(
      "Nie ma jeszcze żadnej nauczonej twarzy; dodaj twarz przez: visor faces add IMIĘ ZDJĘCIE…"),
    "cli.faces.noneThings": MessageTemplate(
      "Nie ma jeszcze żadnej nauczonej rzeczy; dodaj rzecz przez: visor things add NAZWA ZDJĘCIE…"),
    "cli.faces.notTaughtFace": MessageTemplate(
      "Nie ma nauczonej twarzy o nazwie {name}; zobacz visor faces list."),
    "cli.faces.notTaughtThing": MessageTemplate(
      "Nie ma nauczonej rzeczy o nazwie {name}; zobacz visor things list."),
    "cli.faces.forgot": MessageTemplate("Zapomniano: {name}."),
    "cli.faces.addUsage": MessageTemplate(
      "podaj nazwę i co najmniej jedno zdjęcie: visor {command} add NAZWA ZDJĘCIE…"),
    "cli.faces.removeUsage": MessageTemplate(
      "podaj identyfikator albo nazwę: visor {command} remove ID|NAZWA"),
    "cli.error.cannotReadPhotoShort": MessageTemplate("nie mogę odczytać zdjęcia {path}"),
    "cli.live.oneSource": MessageTemplate("podaj dokładnie jedno WIDEO, plik Y4M albo folder zdjęć"),
    "cli.live.interval": MessageTemplate("--interval musi być liczbą sekund od 0 do 3600, np. 1 albo 0.5"),
    "cli.live.noFrames": MessageTemplate("W {path} nie ma klatek; podaj zdjęcia albo wideo."),
    "cli.live.noSuchPath": MessageTemplate("Nie ma pliku ani folderu {path}; sprawdź ścieżkę."),
    "cli.live.needsFFmpeg": MessageTemplate(
      "Do odczytu wideo lub pliku y4m potrzebne jest polecenie ffmpeg, które nie jest zainstalowane; zainstaluj ffmpeg (apt install ffmpeg) albo podaj folder zdjęć."
    ),
    "cli.live.notAVideo": MessageTemplate(
      "ffmpeg nie może odczytać {path} jako wideo ({detail}); podaj wideo, plik y4m albo folder zdjęć."),
    "cli.live.endedEarly": MessageTemplate("sesja na żywo skończyła się przed końcem danych wejściowych."),
    "cli.error.noUser": MessageTemplate("W {store} nie ma użytkownika „{name}”; zobacz `visor users list`."),
    "cli.error.noAdmin": MessageTemplate(
      "W {store} nie ma jeszcze administratora; uruchom `visor users add NAZWA --admin` (albo raz `visor serve`, które go tworzy) albo podaj --user NAZWA istniejącego konta."
    ),
  ]

  static let cliTurkishLines: [MessageID: MessageTemplate] = [
    "cli.help.intro": MessageTemplate(
      "visor {version} — kendi sunucunuzda çalışan yapay zekâlı görme asistanı."),
    "cli.help.usage": MessageTemplate("Kullanım: visor <komut> [seçenekler]"),
    "cli.help.commands": MessageTemplate("Komutlar:"),
    "cli.help.remote": MessageTemplate(
      "Uzaktan: `visor --server URL --token T KOMUT …` (ya da VISOR_URL / VISOR_TOKEN) bu komutları çalışan bir\nVisor'da libcurl üzerinden çalıştırır:"
    ),
    "cli.help.local": MessageTemplate(
      "--server olmadan veri klasöründe (--data-dir) --user olarak çalışırlar (varsayılan: ilk yönetici)\nve aynı yanıtları yazarlar."
    ),
    "cli.help.language": MessageTemplate(
      "Dil: --language KOD (ya da VISOR_LANGUAGE) yanıtları hesabın dili yerine en, es, fr, de, pt, it, pl, tr, ru\nya da ar dilinde verir."
    ),
    "cli.help.footer": MessageTemplate(
      "Her komut --help alır. Yapılandırma: seçenekler > VISOR_* ortam değişkenleri > <data-dir>/config.json > varsayılanlar."
    ),
    "cli.summary.serve": MessageTemplate(
      "Sunucuyu (web uygulaması, API) çalıştırır; varsayılan adres 127.0.0.1:8080"),
    "cli.summary.users": MessageTemplate("Hesapları yönetir: add, list, remove, token, code, passwd"),
    "cli.summary.car": MessageTemplate("Bir arabayı tanır ve garaja kaydeder"),
    "cli.summary.garage": MessageTemplate("Garaj: list, show, delete"),
    "cli.summary.classify": MessageTemplate(
      "Bir fotoğrafı sınıflandırır (sevimlilik dedektörü için --model cute)"),
    "cli.summary.recognizers": MessageTemplate("Tanıyıcı şablonları: list, add"),
    "cli.summary.faces": MessageTemplate(
      "Tanınan kişiler: add AD FOTOĞRAF…, list, remove (describe kişinin adını söyler)"),
    "cli.summary.things": MessageTemplate("Eşyalarınız: add AD FOTOĞRAF…, list, remove"),
    "cli.summary.helpers": MessageTemplate(
      "Bir kullanıcının güvendiği kişiler: list, invite, accept, remove, everyone"),
    "cli.summary.models": MessageTemplate(
      "Model kaydı: list, add (GGUF / ONNX), warm, remove (uzaktan: list)"),
    "cli.summary.config": MessageTemplate("Geçerli yapılandırmayı yazar (gizli bilgiler gizlenir)"),
    "cli.summary.maintenance": MessageTemplate(
      "Sahipsiz blob'ları ve süresi dolmuş oturumları siler (serve bunu saatte bir yapar)"),
    "cli.summary.backup": MessageTemplate(
      "Veri klasörünü tek bir dosyaya kopyalar (sunucu çalışırken de güvenli)"),
    "cli.summary.restore": MessageTemplate("Bir yedeği --data-dir klasörüne geri yükler"),
    "cli.summary.migrate": MessageTemplate(
      "Gömülü kurulumu PostgreSQL + S3'e kopyalar (--to-database, --to-blobs)"),
    "cli.summary.describe": MessageTemplate(
      "Bir fotoğrafı betimler (isterseniz sesli yanıtı bir dosyaya da yazar)"),
    "cli.summary.ask": MessageTemplate(
      "Bir fotoğraf hakkında yazarak ya da sesli soru sorar (--question-audio)"),
    "cli.summary.providers": MessageTemplate(
      "Modelleri ve sağlayıcıları listeler; uzak sağlayıcıların yanıt verdiğini sınar"),
    "cli.summary.chat": MessageTemplate("Bir modelle sohbet (etkileşimli, akışlı; ya da --message METİN)"),
    "cli.summary.imagine": MessageTemplate("Galeriye ve bir dosyaya görüntü üretir (-o cikti.png)"),
    "cli.summary.live": MessageTemplate(
      "Bir videoyu, y4m dosyasını ya da fotoğraf klasörünü canlı oturumdan geçirir; söyleneni yazar"),
    "cli.summary.version": MessageTemplate("Sürümü yazar"),
    "cli.error.prefix": MessageTemplate("hata: {message}"),
    "cli.error.runHelp": MessageTemplate(
      "Kullanımı görmek için `visor {command} --help` komutunu çalıştırın."),
    "cli.error.languageNeedsValue": MessageTemplate(
      "--language bir değer ister: {languages} dillerinden biri."),
    "cli.error.languageUnknown": MessageTemplate(
      "--language {tag}, Visor'un konuştuğu bir dil değil; {languages} dillerinden birini kullanın."),
    "cli.error.unknownCommand": MessageTemplate(
      "bilinmeyen komut \"{name}\". Komutları görmek için `visor --help` çalıştırın."),
    "cli.error.unknownCommandDidYouMean": MessageTemplate(
      "bilinmeyen komut \"{name}\"; `visor {closest}` mı demek istediniz? Komutları görmek için `visor --help` çalıştırın."
    ),
    "cli.error.noRemoteMode": MessageTemplate(
      "`visor {command}` bir veri klasörü üzerinde çalışır ve uzak kipi yoktur; uzak komutlar şunlardır: {commands}."
    ),
    "cli.error.noRemoteModeURL": MessageTemplate(
      "`visor {command}` bir veri klasörü üzerinde çalışır ve uzak kipi yoktur (VISOR_URL tanımlı); komutu sunucunun makinesinde --data-dir KLASÖR ile çalıştırın ya da VISOR_URL'yi kaldırın."
    ),
    "cli.error.userRemote": MessageTemplate(
      "--user bir veri klasöründeki hesabı seçer; uzaktan kim olduğunuzu token söyler"),
    "cli.error.needsServer": MessageTemplate(
      "bunun için çalışan bir Visor gerekir: visor --server http://host:8080 --token vsr_… KOMUT"),
    "cli.error.needsToken": MessageTemplate(
      "--server bir token da ister: --token vsr_… (ya da VISOR_TOKEN); Ayarlar → Token'lar bölümünden bir tane oluşturun."
    ),
    "cli.error.optionNeedsServer": MessageTemplate(
      "{option} bir değer ister: visor --server http://host:8080 --token vsr_… KOMUT"),
    "cli.error.unknownOption": MessageTemplate("`visor {command}` için bilinmeyen seçenek --{option}"),
    "cli.error.unknownOptionDidYouMean": MessageTemplate(
      "`visor {command}` için bilinmeyen seçenek --{option}; --{closest} mi demek istediniz?"),
    "cli.error.flagTakesNoValue": MessageTemplate("--{option} değer almaz (ya da =true/=false)"),
    "cli.error.optionNeedsValue": MessageTemplate("--{option} bir değer ister ({value})"),
    "cli.error.unknownSubcommand": MessageTemplate(
      "bilinmeyen alt komut \"{name}\"; şunlardan birini kullanın: {names}"),
    "cli.error.subcommandUsage": MessageTemplate("Kullanım: visor {command} <{names}> [seçenekler]"),
    "cli.error.subcommandDetails": MessageTemplate(
      "Ayrıntılar için `visor {command} <alt komut> --help` çalıştırın."),
    "cli.error.notAnID": MessageTemplate("\"{text}\" bir kimlik (UUID) değil"),
    "cli.error.unexpected": MessageTemplate("beklenmeyen argüman: {argument}"),
    "cli.error.cannotReadPhoto": MessageTemplate("{path} fotoğrafı okunamıyor; yolu kontrol edin."),
    "cli.error.cannotReadRecording": MessageTemplate("{path} kaydı okunamıyor; yolu kontrol edin."),
    "cli.error.onePhoto": MessageTemplate("tam olarak bir FOTOĞRAF verin"),
    "cli.error.photoAndQuestion": MessageTemplate(
      "FOTOĞRAF ve bir \"soru\" verin (ya da --question-audio DOSYA)"),
    "cli.error.aboutOnlyQuestion": MessageTemplate(
      "--about ile yalnızca \"soru\"yu verin (ya da --question-audio DOSYA), FOTOĞRAF vermeyin"),
    "cli.error.noAnalysis": MessageTemplate(
      "\"{id}\" kimlikli bir analiz yok; kimlikler küçük harfli UUID'lerdir, örneğin `visor ask … --json` çıktısından."
    ),
    "cli.analyze.youAsked": MessageTemplate("Sorunuz: {text}"),
    "cli.analyze.note": MessageTemplate("Not: {text}"),
    "cli.analyze.check": MessageTemplate("Denetim: {text}"),
    "cli.analyze.spoken": MessageTemplate("Sesli yanıt {path} dosyasına yazıldı."),
    "cli.analyze.askMore": MessageTemplate(
      "Bu fotoğraf hakkında daha fazla sorun: visor ask --about {id} \"soru\""),
    "cli.chat.continue": MessageTemplate("Bu sohbete devam etmek için: visor chat --chat {id}"),
    "cli.chat.continueMessage": MessageTemplate(
      "Bu sohbete devam etmek için: visor chat --chat {id} --message \"…\""),
    "cli.chat.startedRemote": MessageTemplate(
      "{server} üzerinde {model} ile sohbet. /new yeni bir sohbet başlatır, /quit (ya da Ctrl-D) çıkar."),
    "cli.chat.startedLocal": MessageTemplate(
      "{user} olarak {model} ile sohbet. /new yeni bir sohbet başlatır, /quit (ya da Ctrl-D) çıkar."),
    "cli.chat.newChat": MessageTemplate("{model} ile yeni sohbet."),
    "cli.chat.typeSomething": MessageTemplate("(Bir mesaj yazın ya da /quit.)"),
    "cli.chat.empty": MessageTemplate("Mesaj boş; göndermek için bir şey yazın."),
    "cli.chat.noPositional": MessageTemplate(
      "`visor chat` konumsal argüman almaz; --message \"METİN\" kullanın"),
    "cli.chat.unknownModelRemote": MessageTemplate(
      "Sunucuda \"{model}\" adlı bir sohbet modeli yok; sohbet modelleri şunlar: {models} (bkz. `visor models list`)."
    ),
    "cli.chat.unknownModelLocal": MessageTemplate(
      "Bu Visor'da \"{model}\" adlı bir sohbet modeli yok; sohbet modelleri şunlar: {models} (bkz. `visor models list`)."
    ),
    "cli.chat.none": MessageTemplate("hiçbiri"),
    "cli.chat.noModelRemote": MessageTemplate(
      "{server} sunucusunda hiç sohbet modeli yok; yöneticisi bir tane ekleyebilir (`visor models`)."),
    "cli.chat.noModelLocal": MessageTemplate(
      "Bu Visor'da hiç sohbet modeli yok; `visor models add` ile bir tane ekleyin ya da bir sağlayıcı yapılandırın."
    ),
    "cli.car.none": MessageTemplate("Araba bulunamadı."),
    "cli.car.crop": MessageTemplate("--crop virgülle ayrılmış dört kesir alır: X,Y,GENİŞLİK,YÜKSEKLİK"),
    "cli.garage.empty": MessageTemplate("Garaj boş; `visor car FOTOĞRAF` ile bir araba ekleyin."),
    "cli.garage.deleted": MessageTemplate("Araba ve fotoğrafı silindi."),
    "cli.garage.noArguments": MessageTemplate("`visor garage list` argüman almaz"),
    "cli.garage.oneID": MessageTemplate("tam olarak bir araba kimliği verin"),
    "cli.garage.limit": MessageTemplate("--limit {low} ile {high} arasında bir tam sayı olmalı"),
    "cli.helpers.none": MessageTemplate("Henüz yardımcı yok."),
    "cli.helpers.invitedRemote": MessageTemplate(
      "{name} davet edildi ({id}); daveti Ayarlar → Yardım bölümünden ya da `visor helpers accept {id}` ile kabul eder."
    ),
    "cli.helpers.invitedLocal": MessageTemplate(
      "{name} davet edildi ({id}); daveti `visor helpers accept {id} --user {name}` ile kabul eder."),
    "cli.helpers.youHelp": MessageTemplate("Artık yardım ettiğiniz kişi: {name}."),
    "cli.helpers.helps": MessageTemplate("{helper} artık şu kişiye yardım ediyor: {name}."),
    "cli.helpers.removed": MessageTemplate("Kaldırıldı."),
    "cli.helpers.nobodyCalled": MessageTemplate(
      "Bu Visor'da {name} adında kimse yok; hesapları `visor users list` ile listeleyin."),
    "cli.helpers.everyone": MessageTemplate("{name} artık herkese yardım ediyor."),
    "cli.helpers.everyoneOff": MessageTemplate("{name} artık herkese yardım etmiyor."),
    "cli.helpers.giveUsername": MessageTemplate("bir KULLANICI ADI verin"),
    "cli.helpers.giveID": MessageTemplate("bir ID verin"),
    "cli.imagine.wrote": MessageTemplate(
      "{path} yazıldı ({size}, {model}); galeriye {id} olarak kaydedildi."),
    "cli.imagine.cannotWrite": MessageTemplate(
      "{path} yazılamıyor; -o ile başka bir dosya seçin. Görüntü galeriye {id} olarak kaydedildi."),
    "cli.imagine.onePrompt": MessageTemplate(
      "açıklamayı tırnak içinde tek bir argüman olarak verin: visor imagine \"karda kızıl bir tilki\""),
    "cli.faces.taught": .plural(
      "count",
      [
        .one: "Öğrenildi: {name}, {count} fotoğraftan (kimlik {id}).",
        .other: "Öğrenildi: {name}, {count} fotoğraftan (kimlik {id}).",
      ]),
    "cli.faces.noneFaces": MessageTemplate(
      "Henüz hiç yüz öğretilmedi; şununla bir tane öğretin: visor faces add AD FOTOĞRAF…"),
    "cli.faces.noneThings": MessageTemplate(
      "Henüz hiç eşya öğretilmedi; şununla bir tane öğretin: visor things add AD FOTOĞRAF…"),
    "cli.faces.notTaughtFace": MessageTemplate("{name} adında bir yüz öğretmediniz; bkz. visor faces list."),
    "cli.faces.notTaughtThing": MessageTemplate(
      "{name} adında bir eşya öğretmediniz; bkz. visor things list."),
    "cli.faces.forgot": MessageTemplate("Unutuldu: {name}."),
    "cli.faces.addUsage": MessageTemplate(
      "bir ad ve en az bir fotoğraf verin: visor {command} add AD FOTOĞRAF…"),
    "cli.faces.removeUsage": MessageTemplate("bir kimlik ya da ad verin: visor {command} remove ID|AD"),
    "cli.error.cannotReadPhotoShort": MessageTemplate("{path} fotoğrafı okunamıyor"),
    "cli.live.oneSource": MessageTemplate("tam olarak bir VİDEO, bir Y4M ya da bir fotoğraf klasörü verin"),
    "cli.live.interval": MessageTemplate(
      "--interval 0 ile 3600 arasında bir saniye sayısı olmalı, örneğin 1 ya da 0.5"),
    "cli.live.noFrames": MessageTemplate("{path} içinde hiç kare yok; fotoğraf ya da video verin."),
    "cli.live.noSuchPath": MessageTemplate("{path} adında bir dosya ya da klasör yok; yolu kontrol edin."),
    "cli.live.needsFFmpeg": MessageTemplate(
      "Video ya da y4m okumak için kurulu olmayan ffmpeg komutu gerekir; ffmpeg'i kurun (apt install ffmpeg) ya da bir fotoğraf klasörü verin."
    ),
    "cli.live.notAVideo": MessageTemplate(
      "ffmpeg {path} dosyasını video olarak okuyamıyor ({detail}); bir video, bir y4m ya da bir fotoğraf klasörü verin."
    ),
    "cli.live.endedEarly": MessageTemplate("canlı oturum girdinin sonundan önce bitti."),
    "cli.error.noUser": MessageTemplate(
      "{store} içinde \"{name}\" adlı bir kullanıcı yok; bkz. `visor users list`."),
    "cli.error.noAdmin": MessageTemplate(
      "{store} içinde henüz yönetici yok; `visor users add AD --admin` çalıştırın (ya da bir kez `visor serve`, o bir tane oluşturur) veya var olan bir hesap için --user AD verin."
    ),
  ]

  static let cliRussianLines: [MessageID: MessageTemplate] = [
    "cli.help.intro": MessageTemplate(
      "visor {version} — ассистент зрения с ИИ, который работает на вашем сервере."),
    "cli.help.usage": MessageTemplate("Использование: visor <команда> [параметры]"),
    "cli.help.commands": MessageTemplate("Команды:"),
    "cli.help.remote": MessageTemplate(
      "Удалённо: `visor --server URL --token T КОМАНДА …` (или VISOR_URL / VISOR_TOKEN) выполняет эти команды на\nработающем Visor через libcurl:"
    ),
    "cli.help.local": MessageTemplate(
      "Без --server они работают с папкой данных (--data-dir) от имени --user (по умолчанию — первого\nадминистратора) и выводят те же ответы."
    ),
    "cli.help.language": MessageTemplate(
      "Язык: --language КОД (или VISOR_LANGUAGE) даёт ответы на en, es, fr, de, pt, it, pl, tr, ru или ar\nвместо языка учётной записи."
    ),
    "cli.help.footer": MessageTemplate(
      "Каждая команда понимает --help. Настройки: параметры > окружение VISOR_* > <data-dir>/config.json > значения по умолчанию."
    ),
    "cli.summary.serve": MessageTemplate(
      "Запускает сервер (веб-приложение, API), по умолчанию на 127.0.0.1:8080"),
    "cli.summary.users": MessageTemplate(
      "Управление учётными записями: add, list, remove, token, code, passwd"),
    "cli.summary.car": MessageTemplate("Распознаёт машину и сохраняет её в гараж"),
    "cli.summary.garage": MessageTemplate("Гараж: list, show, delete"),
    "cli.summary.classify": MessageTemplate("Классифицирует фото (--model cute — детектор милоты)"),
    "cli.summary.recognizers": MessageTemplate("Шаблоны распознавания: list, add"),
    "cli.summary.faces": MessageTemplate(
      "Знакомые люди: add ИМЯ ФОТО…, list, remove (describe называет человека по имени)"),
    "cli.summary.things": MessageTemplate("Ваши вещи: add НАЗВАНИЕ ФОТО…, list, remove"),
    "cli.summary.helpers": MessageTemplate(
      "Доверенные люди пользователя: list, invite, accept, remove, everyone"),
    "cli.summary.models": MessageTemplate(
      "Реестр моделей: list, add (GGUF / ONNX), warm, remove (удалённо: list)"),
    "cli.summary.config": MessageTemplate("Выводит действующие настройки (без секретов)"),
    "cli.summary.maintenance": MessageTemplate(
      "Удаляет осиротевшие блобы и истёкшие входы (serve делает это каждый час)"),
    "cli.summary.backup": MessageTemplate(
      "Копирует папку данных в один файл (безопасно и при работающем сервере)"),
    "cli.summary.restore": MessageTemplate("Восстанавливает резервную копию в --data-dir"),
    "cli.summary.migrate": MessageTemplate(
      "Копирует встроенную установку в PostgreSQL + S3 (--to-database, --to-blobs)"),
    "cli.summary.describe": MessageTemplate(
      "Описывает фото (и по желанию записывает озвученный ответ в файл)"),
    "cli.summary.ask": MessageTemplate("Вопрос о фото, текстом или голосом (--question-audio)"),
    "cli.summary.providers": MessageTemplate(
      "Список моделей и провайдеров; проверяет, отвечают ли удалённые провайдеры"),
    "cli.summary.chat": MessageTemplate("Чат с моделью (интерактивно, потоком; или --message ТЕКСТ)"),
    "cli.summary.imagine": MessageTemplate("Создаёт изображение в галерее и в файле (-o out.png)"),
    "cli.summary.live": MessageTemplate(
      "Пропускает видео, y4m или папку фото через живой сеанс; выводит то, что сказано"),
    "cli.summary.version": MessageTemplate("Выводит версию"),
    "cli.error.prefix": MessageTemplate("ошибка: {message}"),
    "cli.error.runHelp": MessageTemplate(
      "Запустите `visor {command} --help`, чтобы узнать, как пользоваться командой."),
    "cli.error.languageNeedsValue": MessageTemplate("--language требует значения: одного из {languages}."),
    "cli.error.languageUnknown": MessageTemplate(
      "--language {tag} — не язык, на котором говорит Visor; используйте один из {languages}."),
    "cli.error.unknownCommand": MessageTemplate(
      "неизвестная команда «{name}». Запустите `visor --help`, чтобы увидеть команды."),
    "cli.error.unknownCommandDidYouMean": MessageTemplate(
      "неизвестная команда «{name}»; может быть, вы имели в виду `visor {closest}`? Запустите `visor --help`, чтобы увидеть команды."
    ),
    "cli.error.noRemoteMode": MessageTemplate(
      "`visor {command}` работает с папкой данных и не имеет удалённого режима; удалённые команды: {commands}."
    ),
    "cli.error.noRemoteModeURL": MessageTemplate(
      "`visor {command}` работает с папкой данных и не имеет удалённого режима (задана VISOR_URL); запустите её на машине сервера с --data-dir ПАПКА или уберите VISOR_URL."
    ),
    "cli.error.userRemote": MessageTemplate(
      "--user выбирает учётную запись в папке данных; удалённо то, кто вы, определяет токен"),
    "cli.error.needsServer": MessageTemplate(
      "для этого нужен работающий Visor: visor --server http://host:8080 --token vsr_… КОМАНДА"),
    "cli.error.needsToken": MessageTemplate(
      "--server нужен ещё и токен: --token vsr_… (или VISOR_TOKEN); создайте его в Настройки → Токены."),
    "cli.error.optionNeedsServer": MessageTemplate(
      "{option} требует значения: visor --server http://host:8080 --token vsr_… КОМАНДА"),
    "cli.error.unknownOption": MessageTemplate("неизвестный параметр --{option} для `visor {command}`"),
    "cli.error.unknownOptionDidYouMean": MessageTemplate(
      "неизвестный параметр --{option} для `visor {command}`; может быть, вы имели в виду --{closest}?"),
    "cli.error.flagTakesNoValue": MessageTemplate("--{option} не принимает значения (или =true/=false)"),
    "cli.error.optionNeedsValue": MessageTemplate("--{option} требует значения ({value})"),
    "cli.error.unknownSubcommand": MessageTemplate(
      "неизвестная подкоманда «{name}»; используйте одну из: {names}"),
    "cli.error.subcommandUsage": MessageTemplate("Использование: visor {command} <{names}> [параметры]"),
    "cli.error.subcommandDetails": MessageTemplate("Подробности: `visor {command} <подкоманда> --help`."),
    "cli.error.notAnID": MessageTemplate("«{text}» — не идентификатор (не UUID)"),
    "cli.error.unexpected": MessageTemplate("лишний аргумент: {argument}"),
    "cli.error.cannotReadPhoto": MessageTemplate("Не удаётся прочитать фото {path}; проверьте путь."),
    "cli.error.cannotReadRecording": MessageTemplate("Не удаётся прочитать запись {path}; проверьте путь."),
    "cli.error.onePhoto": MessageTemplate("укажите ровно одно ФОТО"),
    "cli.error.photoAndQuestion": MessageTemplate("укажите ФОТО и «вопрос» (или --question-audio ФАЙЛ)"),
    "cli.error.aboutOnlyQuestion": MessageTemplate(
      "с --about укажите только «вопрос» (или --question-audio ФАЙЛ), без ФОТО"),
    "cli.error.noAnalysis": MessageTemplate(
      "Анализа с идентификатором «{id}» нет; идентификаторы — это UUID строчными буквами, например из `visor ask … --json`."
    ),
    "cli.analyze.youAsked": MessageTemplate("Ваш вопрос: {text}"),
    "cli.analyze.note": MessageTemplate("Примечание: {text}"),
    "cli.analyze.check": MessageTemplate("Проверка: {text}"),
    "cli.analyze.spoken": MessageTemplate("Озвученный ответ записан в {path}."),
    "cli.analyze.askMore": MessageTemplate("Спросить ещё об этом фото: visor ask --about {id} \"вопрос\""),
    "cli.chat.continue": MessageTemplate("Продолжить этот чат: visor chat --chat {id}"),
    "cli.chat.continueMessage": MessageTemplate(
      "Продолжить этот чат: visor chat --chat {id} --message \"…\""),
    "cli.chat.startedRemote": MessageTemplate(
      "Чат с {model} на {server}. /new начинает новый чат, /quit (или Ctrl-D) — выход."),
    "cli.chat.startedLocal": MessageTemplate(
      "Чат с {model} от имени {user}. /new начинает новый чат, /quit (или Ctrl-D) — выход."),
    "cli.chat.newChat": MessageTemplate("Новый чат с {model}."),
    "cli.chat.typeSomething": MessageTemplate("(Напишите сообщение или /quit.)"),
    "cli.chat.empty": MessageTemplate("Сообщение пустое; напишите что-нибудь, чтобы отправить."),
    "cli.chat.noPositional": MessageTemplate(
      "`visor chat` не принимает позиционных аргументов; используйте --message \"ТЕКСТ\""),
    "cli.chat.unknownModelRemote": MessageTemplate(
      "На сервере нет модели чата «{model}»; его модели чата: {models} (см. `visor models list`)."),
    "cli.chat.unknownModelLocal": MessageTemplate(
      "В этом Visor нет модели чата «{model}»; его модели чата: {models} (см. `visor models list`)."),
    "cli.chat.none": MessageTemplate("нет"),
    "cli.chat.noModelRemote": MessageTemplate(
      "На сервере {server} нет ни одной модели чата; её может добавить администратор (`visor models`)."),
    "cli.chat.noModelLocal": MessageTemplate(
      "В этом Visor нет ни одной модели чата; добавьте её через `visor models add` или настройте провайдера."),
    "cli.car.none": MessageTemplate("Машина не найдена."),
    "cli.car.crop": MessageTemplate("--crop принимает четыре доли через запятую: X,Y,ШИРИНА,ВЫСОТА"),
    "cli.garage.empty": MessageTemplate("Гараж пуст; добавьте машину командой `visor car ФОТО`."),
    "cli.garage.deleted": MessageTemplate("Машина и её фото удалены."),
    "cli.garage.noArguments": MessageTemplate("`visor garage list` не принимает аргументов"),
    "cli.garage.oneID": MessageTemplate("укажите ровно один идентификатор машины"),
    "cli.garage.limit": MessageTemplate("--limit должен быть целым числом от {low} до {high}"),
    "cli.helpers.none": MessageTemplate("Помощников пока нет."),
    "cli.helpers.invitedRemote": MessageTemplate(
      "Приглашение для {name} отправлено ({id}); принять его можно в Настройки → Помощь или командой `visor helpers accept {id}`."
    ),
    "cli.helpers.invitedLocal": MessageTemplate(
      "Приглашение для {name} отправлено ({id}); принять его можно командой `visor helpers accept {id} --user {name}`."
    ),
    "cli.helpers.youHelp": MessageTemplate("Теперь вы помогаете пользователю {name}."),
    "cli.helpers.helps": MessageTemplate("{helper} теперь помогает пользователю {name}."),
    "cli.helpers.removed": MessageTemplate("Удалено."),
    "cli.helpers.nobodyCalled": MessageTemplate(
      "В этом Visor нет пользователя {name}; список учётных записей: `visor users list`."),
    "cli.helpers.everyone": MessageTemplate("{name} теперь помогает всем."),
    "cli.helpers.everyoneOff": MessageTemplate("{name} больше не помогает всем."),
    "cli.helpers.giveUsername": MessageTemplate("укажите одно ИМЯ ПОЛЬЗОВАТЕЛЯ"),
    "cli.helpers.giveID": MessageTemplate("укажите один ID"),
    "cli.imagine.wrote": MessageTemplate(
      "Файл {path} записан ({size}, {model}); в галерее сохранено как {id}."),
    "cli.imagine.cannotWrite": MessageTemplate(
      "Не удаётся записать {path}; выберите другой файл через -o. Изображение сохранено в галерее как {id}."),
    "cli.imagine.onePrompt": MessageTemplate(
      "передайте описание одним аргументом в кавычках: visor imagine \"рыжая лиса на снегу\""),
    "cli.faces.taught": .plural(
      "count",
      [
        .one: "Запомнено: {name}, по {count} фото (id {id}).",
        .few: "Запомнено: {name}, по {count} фото (id {id}).",
        .many: "Запомнено: {name}, по {count} фото (id {id}).",
        .other: "Запомнено: {name}, по {count} фото (id {id}).",
      ]),
    "cli.faces.noneFaces": MessageTemplate(
      "Вы ещё не добавили ни одного лица; добавьте так: visor faces add ИМЯ ФОТО…"),
    "cli.faces.noneThings": MessageTemplate(
      "Вы ещё не добавили ни одной вещи; добавьте так: visor things add НАЗВАНИЕ ФОТО…"),
    "cli.faces.notTaughtFace": MessageTemplate("Лица с именем {name} вы не добавляли; см. visor faces list."),
    "cli.faces.notTaughtThing": MessageTemplate(
      "Вещи с названием {name} вы не добавляли; см. visor things list."),
    "cli.faces.forgot": MessageTemplate("Забыто: {name}."),
    "cli.faces.addUsage": MessageTemplate(
      "укажите название и хотя бы одно фото: visor {command} add НАЗВАНИЕ ФОТО…"),
    "cli.faces.removeUsage": MessageTemplate("укажите id или название: visor {command} remove ID|НАЗВАНИЕ"),
    "cli.error.cannotReadPhotoShort": MessageTemplate("не удаётся прочитать фото {path}"),
    "cli.live.oneSource": MessageTemplate("укажите ровно одно ВИДЕО, один Y4M или папку с фото"),
    "cli.live.interval": MessageTemplate(
      "--interval должен быть числом секунд от 0 до 3600, например 1 или 0.5"),
    "cli.live.noFrames": MessageTemplate("В {path} нет кадров; укажите фото или видео."),
    "cli.live.noSuchPath": MessageTemplate("Файла или папки {path} нет; проверьте путь."),
    "cli.live.needsFFmpeg": MessageTemplate(
      "Чтобы читать видео или y4m, нужна команда ffmpeg, а она не установлена; установите ffmpeg (apt install ffmpeg) или укажите папку с фото."
    ),
    "cli.live.notAVideo": MessageTemplate(
      "ffmpeg не может прочитать {path} как видео ({detail}); укажите видео, y4m или папку с фото."),
    "cli.live.endedEarly": MessageTemplate("живой сеанс закончился раньше, чем входные данные."),
    "cli.error.noUser": MessageTemplate("В {store} нет пользователя «{name}»; см. `visor users list`."),
    "cli.error.noAdmin": MessageTemplate(
      "В {store} ещё нет администратора; выполните `visor users add ИМЯ --admin` (или один раз `visor serve`, который его создаст) или укажите --user ИМЯ существующей учётной записи."
    ),
  ]

  static let cliArabicLines: [MessageID: MessageTemplate] = [
    "cli.help.intro": MessageTemplate("visor {version} — مساعد رؤية بالذكاء الاصطناعي تستضيفه بنفسك."),
    "cli.help.usage": MessageTemplate("الاستخدام: visor <الأمر> [الخيارات]"),
    "cli.help.commands": MessageTemplate("الأوامر:"),
    "cli.help.remote": MessageTemplate(
      "عن بُعد: `visor --server URL --token T COMMAND …` (أو VISOR_URL / VISOR_TOKEN) يشغّل هذه الأوامر على\nخادم Visor يعمل عبر libcurl:"
    ),
    "cli.help.local": MessageTemplate(
      "بدون --server تعمل على مجلد البيانات (--data-dir) باسم --user (الافتراضي: أول مسؤول)\nوتطبع الإجابات نفسها."
    ),
    "cli.help.language": MessageTemplate(
      "اللغة: --language TAG (أو VISOR_LANGUAGE) يجعل الإجابات بإحدى اللغات en وes وfr وde وpt وit وpl وtr وru وar\nبدلًا من لغة الحساب."
    ),
    "cli.help.footer": MessageTemplate(
      "كل أمر يقبل --help. الإعدادات: الخيارات > متغيرات البيئة VISOR_* > <data-dir>/config.json > القيم الافتراضية."
    ),
    "cli.summary.serve": MessageTemplate("يشغّل الخادم (تطبيق الويب وواجهة API)، افتراضيًا على 127.0.0.1:8080"),
    "cli.summary.users": MessageTemplate("إدارة الحسابات: add وlist وremove وtoken وcode وpasswd"),
    "cli.summary.car": MessageTemplate("يتعرّف على سيارة ويحفظها في المرآب"),
    "cli.summary.garage": MessageTemplate("المرآب: list وshow وdelete"),
    "cli.summary.classify": MessageTemplate("يصنّف صورة (--model cute لكاشف اللطافة)"),
    "cli.summary.recognizers": MessageTemplate("قوالب التعرّف: list وadd"),
    "cli.summary.faces": MessageTemplate(
      "أشخاص معروفون: add NAME PHOTO… وlist وremove (يذكر describe اسم الشخص)"),
    "cli.summary.things": MessageTemplate("أغراضك: add NAME PHOTO… وlist وremove"),
    "cli.summary.helpers": MessageTemplate(
      "الأشخاص الذين يثق بهم المستخدم: list وinvite وaccept وremove وeveryone"),
    "cli.summary.models": MessageTemplate(
      "سجلّ النماذج: list وadd (GGUF / ONNX) وwarm وremove (عن بُعد: list)"),
    "cli.summary.config": MessageTemplate("يطبع الإعدادات السارية (مع إخفاء الأسرار)"),
    "cli.summary.maintenance": MessageTemplate(
      "يحذف الملفات اليتيمة وجلسات الدخول المنتهية (يفعل serve ذلك كل ساعة)"),
    "cli.summary.backup": MessageTemplate("ينسخ مجلد البيانات إلى ملف واحد (آمن أثناء عمل الخادم)"),
    "cli.summary.restore": MessageTemplate("يستعيد نسخة احتياطية إلى --data-dir"),
    "cli.summary.migrate": MessageTemplate(
      "ينسخ التثبيت المدمج إلى PostgreSQL + S3 (--to-database و--to-blobs)"),
    "cli.summary.describe": MessageTemplate("يصف صورة (ويحفظ الإجابة المنطوقة في ملف إن شئت)"),
    "cli.summary.ask": MessageTemplate("اسأل عن صورة كتابةً أو بالصوت (--question-audio)"),
    "cli.summary.providers": MessageTemplate("يسرد النماذج والمزوّدين؛ ويختبر أن المزوّدين البعيدين يجيبون"),
    "cli.summary.chat": MessageTemplate("محادثة مع نموذج (تفاعلية ومتدفقة؛ أو --message TEXT)"),
    "cli.summary.imagine": MessageTemplate("يولّد صورة في المعرض وفي ملف (-o out.png)"),
    "cli.summary.live": MessageTemplate("يمرّر فيديو أو ملف y4m أو مجلد صور عبر جلسة مباشرة؛ ويطبع ما يُقال"),
    "cli.summary.version": MessageTemplate("يطبع الإصدار"),
    "cli.error.prefix": MessageTemplate("خطأ: {message}"),
    "cli.error.runHelp": MessageTemplate("شغّل `visor {command} --help` لمعرفة طريقة الاستخدام."),
    "cli.error.languageNeedsValue": MessageTemplate("يحتاج --language إلى قيمة: إحدى {languages}."),
    "cli.error.languageUnknown": MessageTemplate(
      "‏{tag} في --language ليست لغة يتحدثها Visor؛ استخدم إحدى {languages}."),
    "cli.error.unknownCommand": MessageTemplate(
      "أمر غير معروف \"{name}\". شغّل `visor --help` لرؤية الأوامر."),
    "cli.error.unknownCommandDidYouMean": MessageTemplate(
      "أمر غير معروف \"{name}\"؛ هل تقصد `visor {closest}`؟ شغّل `visor --help` لرؤية الأوامر."),
    "cli.error.noRemoteMode": MessageTemplate(
      "يعمل `visor {command}` على مجلد بيانات وليس له وضع عن بُعد؛ الأوامر التي تعمل عن بُعد هي {commands}."),
    "cli.error.noRemoteModeURL": MessageTemplate(
      "يعمل `visor {command}` على مجلد بيانات وليس له وضع عن بُعد (المتغير VISOR_URL مضبوط)؛ شغّله على جهاز الخادم مع --data-dir DIR، أو ألغِ VISOR_URL."
    ),
    "cli.error.userRemote": MessageTemplate(
      "يختار --user حسابًا من مجلد بيانات؛ أما عن بُعد فالرمز المميز هو الذي يحدد هويتك"),
    "cli.error.needsServer": MessageTemplate(
      "يحتاج هذا إلى خادم Visor يعمل: visor --server http://host:8080 --token vsr_… COMMAND"),
    "cli.error.needsToken": MessageTemplate(
      "يحتاج --server أيضًا إلى رمز مميز: --token vsr_… (أو VISOR_TOKEN)؛ أنشئ واحدًا من الإعدادات ← الرموز المميزة."
    ),
    "cli.error.optionNeedsServer": MessageTemplate(
      "يحتاج {option} إلى قيمة: visor --server http://host:8080 --token vsr_… COMMAND"),
    "cli.error.unknownOption": MessageTemplate("خيار غير معروف --{option} للأمر `visor {command}`"),
    "cli.error.unknownOptionDidYouMean": MessageTemplate(
      "خيار غير معروف --{option} للأمر `visor {command}`؛ هل تقصد --{closest}؟"),
    "cli.error.flagTakesNoValue": MessageTemplate("لا يأخذ --{option} قيمة (أو =true/=false)"),
    "cli.error.optionNeedsValue": MessageTemplate("يحتاج --{option} إلى قيمة ({value})"),
    "cli.error.unknownSubcommand": MessageTemplate("أمر فرعي غير معروف \"{name}\"؛ استخدم أحد هذه: {names}"),
    "cli.error.subcommandUsage": MessageTemplate("الاستخدام: visor {command} <{names}> [الخيارات]"),
    "cli.error.subcommandDetails": MessageTemplate(
      "شغّل `visor {command} <الأمر الفرعي> --help` لمعرفة التفاصيل."),
    "cli.error.notAnID": MessageTemplate("\"{text}\" ليس معرّفًا (UUID)"),
    "cli.error.unexpected": MessageTemplate("وسيط زائد: {argument}"),
    "cli.error.cannotReadPhoto": MessageTemplate("تعذّرت قراءة الصورة {path}؛ تحقّق من المسار."),
    "cli.error.cannotReadRecording": MessageTemplate("تعذّرت قراءة التسجيل {path}؛ تحقّق من المسار."),
    "cli.error.onePhoto": MessageTemplate("أعطِ صورة واحدة بالضبط (PHOTO)"),
    "cli.error.photoAndQuestion": MessageTemplate("أعطِ الصورة (PHOTO) و\"سؤالًا\" (أو --question-audio FILE)"),
    "cli.error.aboutOnlyQuestion": MessageTemplate(
      "مع --about أعطِ \"السؤال\" فقط (أو --question-audio FILE)، بلا صورة"),
    "cli.error.noAnalysis": MessageTemplate(
      "لا يوجد تحليل بالمعرّف \"{id}\"؛ المعرّفات هي UUID بأحرف صغيرة، مثلًا من `visor ask … --json`."),
    "cli.analyze.youAsked": MessageTemplate("سؤالك: {text}"),
    "cli.analyze.note": MessageTemplate("ملاحظة: {text}"),
    "cli.analyze.check": MessageTemplate("تحقّق: {text}"),
    "cli.analyze.spoken": MessageTemplate("كُتبت الإجابة المنطوقة في {path}."),
    "cli.analyze.askMore": MessageTemplate("اسأل المزيد عن هذه الصورة: visor ask --about {id} \"سؤالك\""),
    "cli.chat.continue": MessageTemplate("لمتابعة هذه المحادثة: visor chat --chat {id}"),
    "cli.chat.continueMessage": MessageTemplate(
      "لمتابعة هذه المحادثة: visor chat --chat {id} --message \"…\""),
    "cli.chat.startedRemote": MessageTemplate(
      "محادثة مع {model} على {server}. ‏/new يبدأ محادثة جديدة، و‏/quit (أو Ctrl-D) للخروج."),
    "cli.chat.startedLocal": MessageTemplate(
      "محادثة مع {model} باسم {user}. ‏/new يبدأ محادثة جديدة، و‏/quit (أو Ctrl-D) للخروج."),
    "cli.chat.newChat": MessageTemplate("محادثة جديدة مع {model}."),
    "cli.chat.typeSomething": MessageTemplate("(اكتب رسالة، أو ‏/quit.)"),
    "cli.chat.empty": MessageTemplate("الرسالة فارغة؛ اكتب شيئًا لإرساله."),
    "cli.chat.noPositional": MessageTemplate("لا يقبل `visor chat` وسائط موضعية؛ استخدم --message \"TEXT\""),
    "cli.chat.unknownModelRemote": MessageTemplate(
      "ليس لدى الخادم نموذج محادثة \"{model}\"؛ نماذج المحادثة لديه هي {models} (انظر `visor models list`)."),
    "cli.chat.unknownModelLocal": MessageTemplate(
      "ليس لدى Visor هذا نموذج محادثة \"{model}\"؛ نماذج المحادثة لديه هي {models} (انظر `visor models list`)."
    ),
    "cli.chat.none": MessageTemplate("لا شيء"),
    "cli.chat.noModelRemote": MessageTemplate(
      "لا يوجد نموذج محادثة على الخادم {server}؛ يستطيع مسؤوله إضافة واحد (`visor models`)."),
    "cli.chat.noModelLocal": MessageTemplate(
      "لا يوجد نموذج محادثة في Visor هذا؛ أضف واحدًا بالأمر `visor models add`، أو اضبط مزوّدًا."),
    "cli.car.none": MessageTemplate("لم يُعثر على سيارة."),
    "cli.car.crop": MessageTemplate("يأخذ --crop أربعة كسور مفصولة بفواصل: X,Y,WIDTH,HEIGHT"),
    "cli.garage.empty": MessageTemplate("المرآب فارغ؛ أضف سيارة بالأمر `visor car PHOTO`."),
    "cli.garage.deleted": MessageTemplate("حُذفت السيارة وصورتها."),
    "cli.garage.noArguments": MessageTemplate("لا يقبل `visor garage list` أي وسائط"),
    "cli.garage.oneID": MessageTemplate("أعطِ معرّف سيارة واحدًا بالضبط"),
    "cli.garage.limit": MessageTemplate("يجب أن يكون --limit عددًا صحيحًا من {low} إلى {high}"),
    "cli.helpers.none": MessageTemplate("لا يوجد مساعدون بعد."),
    "cli.helpers.invitedRemote": MessageTemplate(
      "أُرسلت دعوة إلى {name} ‏({id})؛ يقبلها من الإعدادات ← المساعدة، أو بالأمر `visor helpers accept {id}`."),
    "cli.helpers.invitedLocal": MessageTemplate(
      "أُرسلت دعوة إلى {name} ‏({id})؛ يقبلها بالأمر `visor helpers accept {id} --user {name}`."),
    "cli.helpers.youHelp": MessageTemplate("أنت الآن تساعد {name}."),
    "cli.helpers.helps": MessageTemplate("‏{helper} يساعد الآن {name}."),
    "cli.helpers.removed": MessageTemplate("أُزيل."),
    "cli.helpers.nobodyCalled": MessageTemplate(
      "لا أحد باسم {name} في Visor هذا؛ اسرد الحسابات بالأمر `visor users list`."),
    "cli.helpers.everyone": MessageTemplate("‏{name} يساعد الجميع الآن."),
    "cli.helpers.everyoneOff": MessageTemplate("‏{name} لم يعد يساعد الجميع."),
    "cli.helpers.giveUsername": MessageTemplate("أعطِ اسم مستخدم واحدًا (USERNAME)"),
    "cli.helpers.giveID": MessageTemplate("أعطِ معرّفًا واحدًا (ID)"),
    "cli.imagine.wrote": MessageTemplate("كُتب {path} ‏({size}، {model})؛ وحُفظت في المعرض باسم {id}."),
    "cli.imagine.cannotWrite": MessageTemplate(
      "تعذّرت الكتابة في {path}؛ اختر ملفًا آخر باستخدام -o. الصورة محفوظة في المعرض باسم {id}."),
    "cli.imagine.onePrompt": MessageTemplate(
      "أعطِ الوصف وسيطًا واحدًا بين علامتي تنصيص: visor imagine \"ثعلب أحمر في الثلج\""),
    "cli.faces.taught": .plural(
      "count",
      [
        .zero: "تعلّمت {name} من {count} صورة (المعرّف {id}).",
        .one: "تعلّمت {name} من صورة واحدة (المعرّف {id}).", .two: "تعلّمت {name} من صورتين (المعرّف {id}).",
        .few: "تعلّمت {name} من {count} صور (المعرّف {id}).",
        .many: "تعلّمت {name} من {count} صورة (المعرّف {id}).",
        .other: "تعلّمت {name} من {count} صورة (المعرّف {id}).",
      ]),
    "cli.faces.noneFaces": MessageTemplate(
      "لم تعلّمني أي وجه بعد؛ علّمني واحدًا بالأمر: visor faces add NAME PHOTO…"),
    "cli.faces.noneThings": MessageTemplate(
      "لم تعلّمني أي غرض بعد؛ علّمني واحدًا بالأمر: visor things add NAME PHOTO…"),
    "cli.faces.notTaughtFace": MessageTemplate("لم تعلّمني وجهًا باسم {name}؛ انظر visor faces list."),
    "cli.faces.notTaughtThing": MessageTemplate("لم تعلّمني غرضًا باسم {name}؛ انظر visor things list."),
    "cli.faces.forgot": MessageTemplate("نسيت {name}."),
    "cli.faces.addUsage": MessageTemplate("أعطِ اسمًا وصورة واحدة على الأقل: visor {command} add NAME PHOTO…"),
    "cli.faces.removeUsage": MessageTemplate("أعطِ معرّفًا أو اسمًا: visor {command} remove ID|NAME"),
    "cli.error.cannotReadPhotoShort": MessageTemplate("تعذّرت قراءة الصورة {path}"),
    "cli.live.oneSource": MessageTemplate("أعطِ فيديو واحدًا بالضبط أو ملف Y4M أو مجلد صور"),
    "cli.live.interval": MessageTemplate("يجب أن يكون --interval عدد ثوانٍ من 0 إلى 3600، مثل 1 أو 0.5"),
    "cli.live.noFrames": MessageTemplate("لا توجد إطارات في {path}؛ أعطِ صورًا أو فيديو."),
    "cli.live.noSuchPath": MessageTemplate("لا يوجد ملف أو مجلد باسم {path}؛ تحقّق من المسار."),
    "cli.live.needsFFmpeg": MessageTemplate(
      "قراءة فيديو أو ملف y4m تحتاج إلى الأمر ffmpeg، وهو غير مثبّت؛ ثبّت ffmpeg ‏(apt install ffmpeg)، أو أعطِ مجلد صور."
    ),
    "cli.live.notAVideo": MessageTemplate(
      "لا يستطيع ffmpeg قراءة {path} كفيديو ({detail})؛ أعطِ فيديو أو ملف y4m أو مجلد صور."),
    "cli.live.endedEarly": MessageTemplate("انتهت الجلسة المباشرة قبل نهاية المدخلات."),
    "cli.error.noUser": MessageTemplate("لا يوجد مستخدم \"{name}\" في {store}؛ انظر `visor users list`."),
    "cli.error.noAdmin": MessageTemplate(
      "لا يوجد مسؤول في {store} بعد؛ شغّل `visor users add NAME --admin` (أو `visor serve` مرة واحدة، فهو ينشئ واحدًا)، أو مرّر --user NAME لحساب موجود."
    ),
  ]
}
