import Foundation

extension MessageCatalogue {
  /// Error sentences of HTTP parsing and routing (VisorHTTP, VisorServer), in every language. Built for one
  /// language when its catalogue is first used, so the others cost no memory.
  static func requestErrors(_ code: String) -> [MessageID: MessageTemplate] {
    switch code {
    case "en":
      return [
        "error.proxy.notAddress": MessageTemplate(
          "--trusted-proxy must be an IP address or a CIDR block such as 10.0.0.0/8 or fd00::/8, not \"{text}\"."
        ),
        "error.proxy.prefix": MessageTemplate(
          "The prefix of --trusted-proxy \"{text}\" must be a number from 0 to {max}."),
        "error.listen.inUse": MessageTemplate(
          "Port {port} on {host} is already in use; stop the other program using it or choose another port."),
        "error.listen.notPermitted": MessageTemplate(
          "Not allowed to listen on port {port} of {host}; choose a port above 1023 or run with the needed permission."
        ),
        "error.listen.failed": MessageTemplate(
          "Could not listen on {host}:{port} ({reason}); check the host is a local IP address."),
        "error.listen.tls": MessageTemplate(
          "The HTTPS server could not start ({reason}); check that the TLS certificate and key are valid PEM and belong together."
        ),
        "error.listen.start": MessageTemplate("The HTTP server could not start on {host}:{port} ({reason})."),
        "error.json.empty": MessageTemplate(
          "The request body is empty; send a JSON object such as {example}."),
        "error.json.notUTF8": MessageTemplate(
          "The request body is not valid UTF-8; send JSON encoded as UTF-8."),
        "error.json.syntax": MessageTemplate(
          "The request body is not valid JSON; check for missing quotes, commas or brackets."),
        "error.json.notObject": MessageTemplate(
          "The request body must be a JSON object ({object}), not an array or a single value."),
        "error.json.unknownField": MessageTemplate(
          "The field \"{field}\" is not recognised; remove it. Allowed fields: {allowed}."),
        "error.json.none": MessageTemplate("none"),
        "error.json.tooDeep": MessageTemplate(
          "The JSON body nests arrays or objects more than {depth} levels deep; flatten it."),
        "error.json.required": MessageTemplate(
          "The field \"{field}\" is required; add it to the request body."),
        "error.json.wrongType": MessageTemplate("The field \"{field}\" has the wrong type; send {type}."),
        "error.json.null": MessageTemplate("The field \"{field}\" must not be null; send {type}."),
        "error.json.syntaxShort": MessageTemplate("The request body is not valid JSON; check its syntax."),
        "error.json.invalidValue": MessageTemplate("The field \"{field}\" has an invalid value: {reason}"),
        "error.json.invalidField": MessageTemplate(
          "The request body has an invalid field; check it against the API."),
        "error.json.type.string": MessageTemplate("a string"),
        "error.json.type.bool": MessageTemplate("true or false"),
        "error.json.type.integer": MessageTemplate("an integer"),
        "error.json.type.number": MessageTemplate("a number"),
        "error.json.type.date": MessageTemplate("an ISO-8601 date string"),
        "error.json.type.array": MessageTemplate("an array"),
        "error.json.type.object": MessageTemplate("an object"),
        "error.json.type.other": MessageTemplate("a value of the documented type"),
        "error.json.mediaType": MessageTemplate(
          "This endpoint takes JSON; send the body with Content-Type: application/json (got {got})."),
        "error.multipart.noBoundary": MessageTemplate(
          "The Content-Type has no multipart boundary; send multipart/form-data with a boundary parameter."),
        "error.multipart.malformed": MessageTemplate(
          "The multipart/form-data body is malformed ({reason}); send a complete multipart body."),
        "error.multipart.mediaType": MessageTemplate(
          "This endpoint takes multipart/form-data; send the file as a form field."),
        "error.route.none": MessageTemplate("No route matches {method} {path}; check the path."),
        "error.route.method": MessageTemplate("{method} is not allowed here; use one of: {allowed}."),
        "error.static.none": MessageTemplate("Nothing is served at this path; check the address."),
        "error.static.unreadable": MessageTemplate("A static file could not be read; try again."),
        "error.websocket.version": MessageTemplate(
          "This server speaks WebSocket version 13 only; send `Sec-WebSocket-Version: 13`."),
        "error.admin.only": MessageTemplate("Only an admin can do this; ask an admin of this Visor."),
        "error.auth.bearer": MessageTemplate("The Authorization header must be `Bearer <token>`."),
        "error.websocket.crossSite": MessageTemplate(
          "A WebSocket signed in with the web session must be opened by this Visor's own pages; other clients send `Authorization: Bearer <token>`."
        ),
        "error.path.nothing": MessageTemplate(
          "There is nothing at {path}; see the README for the API's paths."),
        "error.token.notFound": MessageTemplate(
          "No token with that id; list your tokens with GET /api/v1/tokens."),
        "error.user.deleteSelf": MessageTemplate("Use DELETE /api/v1/me to delete your own account."),
        "error.user.notFound": MessageTemplate(
          "No user with that id; list users with GET /api/v1/admin/users."),
        "error.analyze.audioMissing": MessageTemplate(
          "Field \"audio\" is required: attach a recording (WebM, MP4/AAC, MP3, WAV or Ogg)."),
        "error.analyze.mediaType": MessageTemplate(
          "Send multipart/form-data (fields image, prompt or audio, speak, voice, format) or JSON with \"imageBase64\"."
        ),
        "error.analyze.imageBase64Missing": MessageTemplate(
          "Field \"imageBase64\" is required: the photo, base64-encoded."),
        "error.followUp.mediaType": MessageTemplate(
          "Send JSON {example} or multipart/form-data (fields prompt or audio, speak, voice, format)."),
        "error.field.trueOrFalse": MessageTemplate("Field \"{field}\" must be true or false."),
        "error.chat.modelField": MessageTemplate(
          "Field \"model\" must name a chat model from GET /api/v1/models."),
        "error.chat.contentMissing": MessageTemplate("Field \"content\" is required: the message to send."),
        "error.query.trueOrFalse": MessageTemplate("Query parameter \"{name}\" must be true or false."),
        "error.classifier.mediaType": MessageTemplate(
          "Send the classifier as multipart/form-data with fields model (the .onnx file), labels and name."),
        "error.classifier.modelMissing": MessageTemplate(
          "Field \"model\" is required: attach the .onnx file."),
        "error.classifier.labelsMissing": MessageTemplate(
          "Field \"labels\" is required: one label per line, in output order."),
        "error.classifier.nameMissing": MessageTemplate("Field \"name\" is required (e.g. \"cute299\")."),
        "error.field.pixels": MessageTemplate("Field \"{field}\" must be a whole number of pixels."),
        "error.teach.mediaType": MessageTemplate(
          "Send multipart/form-data with a field \"name\" and 1 to 10 parts named \"photos\"."),
        "error.teach.nameMissing": MessageTemplate(
          "Field \"name\" is required: who (or what) the photos show, such as \"Ana\"."),
        "error.help.closedShared": MessageTemplate(
          "This request is closed, so its photo and recordings are no longer shared."),
        "error.help.eventStream": MessageTemplate(
          "Send Accept: text/event-stream to open the help events (an EventSource does)."),
        "error.image.missing": MessageTemplate(
          "Field \"image\" is required: attach a photo (JPEG, PNG, WebP, HEIC or GIF)."),
        "error.image.mediaType": MessageTemplate(
          "Send the photo as multipart/form-data (field \"image\"), as JSON with \"imageBase64\", or as an image/* body."
        ),
        "error.field.base64": MessageTemplate(
          "Field \"{field}\" must be base64-encoded bytes (a data: URL is fine too)."),
        "error.crop.json": MessageTemplate(
          "The \"crop\" field must be JSON such as {example} (fractions of the upright photo)."),
        "error.id.notFound": MessageTemplate("No {what} with that id; list them to find the right id."),
        "error.id.what.analysis": MessageTemplate("analysis"),
        "error.id.what.call": MessageTemplate("call"),
        "error.id.what.car": MessageTemplate("car"),
        "error.id.what.chat": MessageTemplate("chat"),
        "error.id.what.face": MessageTemplate("face"),
        "error.id.what.helpRequest": MessageTemplate("help request"),
        "error.id.what.helperLink": MessageTemplate("helper link"),
        "error.id.what.image": MessageTemplate("image"),
        "error.id.what.message": MessageTemplate("message"),
        "error.id.what.photo": MessageTemplate("photo"),
        "error.id.what.record": MessageTemplate("record"),
        "error.id.what.thing": MessageTemplate("thing"),
        "error.id.what.token": MessageTemplate("token"),
        "error.id.what.user": MessageTemplate("user"),
        "error.tls.unreadable": MessageTemplate(
          "Cannot read the TLS certificate or key ({cert}, {key}); check the paths and permissions."),
        "error.tls.selfSigned": MessageTemplate(
          "Could not create a self-signed certificate with openssl; install openssl or pass --tls-cert and --tls-key."
        ),
        "error.tls.noOpenssl": MessageTemplate(
          "openssl is not installed; install it (apt-get install openssl) or pass --tls-cert and --tls-key."),
        "error.internal.report": MessageTemplate(
          "Something went wrong on the server; try again, and if it keeps happening report request id {requestID}."
        ),
        "error.shuttingDown": MessageTemplate(
          "Visor is shutting down and stopped this request before it finished; send it again once Visor is back."
        ),
      ]
    case "es":
      return [
        "error.proxy.notAddress": MessageTemplate(
          "--trusted-proxy debe ser una dirección IP o un bloque CIDR como 10.0.0.0/8 o fd00::/8, no \"{text}\"."
        ),
        "error.proxy.prefix": MessageTemplate(
          "El prefijo de --trusted-proxy \"{text}\" debe ser un número de 0 a {max}."),
        "error.listen.inUse": MessageTemplate(
          "El puerto {port} en {host} ya está en uso; detén el otro programa que lo usa o elige otro puerto."),
        "error.listen.notPermitted": MessageTemplate(
          "No se permite escuchar en el puerto {port} de {host}; elige un puerto por encima de 1023 o ejecuta con el permiso necesario."
        ),
        "error.listen.failed": MessageTemplate(
          "No se pudo escuchar en {host}:{port} ({reason}); comprueba que el host sea una dirección IP local."
        ),
        "error.listen.tls": MessageTemplate(
          "El servidor HTTPS no pudo arrancar ({reason}); comprueba que el certificado y la clave TLS sean PEM válidos y vayan juntos."
        ),
        "error.listen.start": MessageTemplate(
          "El servidor HTTP no pudo arrancar en {host}:{port} ({reason})."),
        "error.json.empty": MessageTemplate(
          "El cuerpo de la petición está vacío; envía un objeto JSON como {example}."),
        "error.json.notUTF8": MessageTemplate(
          "El cuerpo de la petición no es UTF-8 válido; envía JSON codificado en UTF-8."),
        "error.json.syntax": MessageTemplate(
          "El cuerpo de la petición no es JSON válido; busca comillas, comas o corchetes que falten."),
        "error.json.notObject": MessageTemplate(
          "El cuerpo de la petición debe ser un objeto JSON ({object}), no una lista ni un valor suelto."),
        "error.json.unknownField": MessageTemplate(
          "No se reconoce el campo \"{field}\"; quítalo. Campos permitidos: {allowed}."),
        "error.json.none": MessageTemplate("ninguno"),
        "error.json.tooDeep": MessageTemplate(
          "El cuerpo JSON anida listas u objetos a más de {depth} niveles; simplifícalo."),
        "error.json.required": MessageTemplate(
          "El campo \"{field}\" es obligatorio; añádelo al cuerpo de la petición."),
        "error.json.wrongType": MessageTemplate(
          "El campo \"{field}\" tiene un tipo incorrecto; envía {type}."),
        "error.json.null": MessageTemplate("El campo \"{field}\" no puede ser null; envía {type}."),
        "error.json.syntaxShort": MessageTemplate(
          "El cuerpo de la petición no es JSON válido; revisa su sintaxis."),
        "error.json.invalidValue": MessageTemplate("El campo \"{field}\" tiene un valor no válido: {reason}"),
        "error.json.invalidField": MessageTemplate(
          "El cuerpo de la petición tiene un campo no válido; compáralo con la API."),
        "error.json.type.string": MessageTemplate("una cadena de texto"),
        "error.json.type.bool": MessageTemplate("true o false"),
        "error.json.type.integer": MessageTemplate("un número entero"),
        "error.json.type.number": MessageTemplate("un número"),
        "error.json.type.date": MessageTemplate("una fecha ISO 8601 como texto"),
        "error.json.type.array": MessageTemplate("una lista (array)"),
        "error.json.type.object": MessageTemplate("un objeto"),
        "error.json.type.other": MessageTemplate("un valor del tipo documentado"),
        "error.json.mediaType": MessageTemplate(
          "Esta ruta acepta JSON; envía el cuerpo con Content-Type: application/json (llegó: {got})."),
        "error.multipart.noBoundary": MessageTemplate(
          "El Content-Type no tiene boundary de multipart; envía multipart/form-data con el parámetro boundary."
        ),
        "error.multipart.malformed": MessageTemplate(
          "El cuerpo multipart/form-data está mal formado ({reason}); envía un cuerpo multipart completo."),
        "error.multipart.mediaType": MessageTemplate(
          "Esta ruta acepta multipart/form-data; envía el archivo como campo del formulario."),
        "error.route.none": MessageTemplate("Ninguna ruta corresponde a {method} {path}; revisa la ruta."),
        "error.route.method": MessageTemplate("{method} no se permite aquí; usa uno de estos: {allowed}."),
        "error.static.none": MessageTemplate("No hay nada en esta ruta; revisa la dirección."),
        "error.static.unreadable": MessageTemplate(
          "No se pudo leer un archivo estático; inténtalo de nuevo."),
        "error.websocket.version": MessageTemplate(
          "Este servidor solo habla WebSocket versión 13; envía `Sec-WebSocket-Version: 13`."),
        "error.admin.only": MessageTemplate(
          "Solo un administrador puede hacer esto; pídeselo a un administrador de este Visor."),
        "error.auth.bearer": MessageTemplate("La cabecera Authorization debe ser `Bearer <token>`."),
        "error.websocket.crossSite": MessageTemplate(
          "Un WebSocket con la sesión web debe abrirse desde las páginas de este Visor; otros clientes envían `Authorization: Bearer <token>`."
        ),
        "error.path.nothing": MessageTemplate(
          "No hay nada en {path}; consulta el README para ver las rutas de la API."),
        "error.token.notFound": MessageTemplate(
          "No hay ningún token con ese id; lista tus tokens con GET /api/v1/tokens."),
        "error.user.deleteSelf": MessageTemplate("Usa DELETE /api/v1/me para borrar tu propia cuenta."),
        "error.user.notFound": MessageTemplate(
          "No hay ningún usuario con ese id; lista los usuarios con GET /api/v1/admin/users."),
        "error.analyze.audioMissing": MessageTemplate(
          "El campo \"audio\" es obligatorio: adjunta una grabación (WebM, MP4/AAC, MP3, WAV u Ogg)."),
        "error.analyze.mediaType": MessageTemplate(
          "Envía multipart/form-data (campos image, prompt o audio, speak, voice, format) o JSON con \"imageBase64\"."
        ),
        "error.analyze.imageBase64Missing": MessageTemplate(
          "El campo \"imageBase64\" es obligatorio: la foto, codificada en base64."),
        "error.followUp.mediaType": MessageTemplate(
          "Envía JSON {example} o multipart/form-data (campos prompt o audio, speak, voice, format)."),
        "error.field.trueOrFalse": MessageTemplate("El campo \"{field}\" debe ser true o false."),
        "error.chat.modelField": MessageTemplate(
          "El campo \"model\" debe nombrar un modelo de chat de GET /api/v1/models."),
        "error.chat.contentMissing": MessageTemplate(
          "El campo \"content\" es obligatorio: el mensaje que se envía."),
        "error.query.trueOrFalse": MessageTemplate(
          "El parámetro de consulta \"{name}\" debe ser true o false."),
        "error.classifier.mediaType": MessageTemplate(
          "Envía el clasificador como multipart/form-data con los campos model (el archivo .onnx), labels y name."
        ),
        "error.classifier.modelMissing": MessageTemplate(
          "El campo \"model\" es obligatorio: adjunta el archivo .onnx."),
        "error.classifier.labelsMissing": MessageTemplate(
          "El campo \"labels\" es obligatorio: una etiqueta por línea, en el orden de salida."),
        "error.classifier.nameMissing": MessageTemplate(
          "El campo \"name\" es obligatorio (por ejemplo \"cute299\")."),
        "error.field.pixels": MessageTemplate("El campo \"{field}\" debe ser un número entero de píxeles."),
        "error.teach.mediaType": MessageTemplate(
          "Envía multipart/form-data con un campo \"name\" y de 1 a 10 partes llamadas \"photos\"."),
        "error.teach.nameMissing": MessageTemplate(
          "El campo \"name\" es obligatorio: quién (o qué) sale en las fotos, como \"Ana\"."),
        "error.help.closedShared": MessageTemplate(
          "Esta petición está cerrada, así que su foto y sus grabaciones ya no se comparten."),
        "error.help.eventStream": MessageTemplate(
          "Envía Accept: text/event-stream para abrir los eventos de ayuda (un EventSource lo hace)."),
        "error.image.missing": MessageTemplate(
          "El campo \"image\" es obligatorio: adjunta una foto (JPEG, PNG, WebP, HEIC o GIF)."),
        "error.image.mediaType": MessageTemplate(
          "Envía la foto como multipart/form-data (campo \"image\"), como JSON con \"imageBase64\" o como cuerpo image/*."
        ),
        "error.field.base64": MessageTemplate(
          "El campo \"{field}\" debe ser bytes codificados en base64 (una URL data: también vale)."),
        "error.crop.json": MessageTemplate(
          "El campo \"crop\" debe ser JSON como {example} (fracciones de la foto derecha)."),
        "error.id.notFound": MessageTemplate(
          "No existe ese id ({what}); consulta la lista para encontrar el id correcto."),
        "error.id.what.analysis": MessageTemplate("análisis"),
        "error.id.what.call": MessageTemplate("llamada"),
        "error.id.what.car": MessageTemplate("coche"),
        "error.id.what.chat": MessageTemplate("chat"),
        "error.id.what.face": MessageTemplate("cara"),
        "error.id.what.helpRequest": MessageTemplate("petición de ayuda"),
        "error.id.what.helperLink": MessageTemplate("enlace con ayudante"),
        "error.id.what.image": MessageTemplate("imagen"),
        "error.id.what.message": MessageTemplate("mensaje"),
        "error.id.what.photo": MessageTemplate("foto"),
        "error.id.what.record": MessageTemplate("registro"),
        "error.id.what.thing": MessageTemplate("objeto"),
        "error.id.what.token": MessageTemplate("token"),
        "error.id.what.user": MessageTemplate("usuario"),
        "error.tls.unreadable": MessageTemplate(
          "No se puede leer el certificado o la clave TLS ({cert}, {key}); revisa las rutas y los permisos."),
        "error.tls.selfSigned": MessageTemplate(
          "No se pudo crear un certificado autofirmado con openssl; instala openssl o pasa --tls-cert y --tls-key."
        ),
        "error.tls.noOpenssl": MessageTemplate(
          "openssl no está instalado; instálalo (apt-get install openssl) o pasa --tls-cert y --tls-key."),
        "error.internal.report": MessageTemplate(
          "Algo falló en el servidor; inténtalo de nuevo y, si sigue pasando, informa del id de petición {requestID}."
        ),
        "error.shuttingDown": MessageTemplate(
          "Visor se está apagando y detuvo esta petición antes de terminarla; vuelve a enviarla cuando Visor esté de nuevo en marcha."
        ),
      ]
    case "fr":
      return [
        "error.proxy.notAddress": MessageTemplate(
          "--trusted-proxy doit être une adresse IP ou un bloc CIDR comme 10.0.0.0/8 ou fd00::/8, pas « {text} »."
        ),
        "error.proxy.prefix": MessageTemplate(
          "Le préfixe de --trusted-proxy « {text} » doit être un nombre de 0 à {max}."),
        "error.listen.inUse": MessageTemplate(
          "Le port {port} sur {host} est déjà utilisé ; arrêtez l'autre programme qui l'utilise ou choisissez un autre port."
        ),
        "error.listen.notPermitted": MessageTemplate(
          "Écoute interdite sur le port {port} de {host} ; choisissez un port au-dessus de 1023 ou lancez avec l'autorisation nécessaire."
        ),
        "error.listen.failed": MessageTemplate(
          "Impossible d'écouter sur {host}:{port} ({reason}) ; vérifiez que l'hôte est une adresse IP locale."
        ),
        "error.listen.tls": MessageTemplate(
          "Le serveur HTTPS n'a pas pu démarrer ({reason}) ; vérifiez que le certificat et la clé TLS sont en PEM valide et vont ensemble."
        ),
        "error.listen.start": MessageTemplate(
          "Le serveur HTTP n'a pas pu démarrer sur {host}:{port} ({reason})."),
        "error.json.empty": MessageTemplate(
          "Le corps de la requête est vide ; envoyez un objet JSON comme {example}."),
        "error.json.notUTF8": MessageTemplate(
          "Le corps de la requête n'est pas en UTF-8 valide ; envoyez du JSON encodé en UTF-8."),
        "error.json.syntax": MessageTemplate(
          "Le corps de la requête n'est pas du JSON valide ; cherchez des guillemets, virgules ou crochets manquants."
        ),
        "error.json.notObject": MessageTemplate(
          "Le corps de la requête doit être un objet JSON ({object}), pas un tableau ni une valeur seule."),
        "error.json.unknownField": MessageTemplate(
          "Le champ « {field} » n'est pas reconnu ; retirez-le. Champs acceptés : {allowed}."),
        "error.json.none": MessageTemplate("aucun"),
        "error.json.tooDeep": MessageTemplate(
          "Le corps JSON imbrique des tableaux ou des objets sur plus de {depth} niveaux ; aplatissez-le."),
        "error.json.required": MessageTemplate(
          "Le champ « {field} » est obligatoire ; ajoutez-le au corps de la requête."),
        "error.json.wrongType": MessageTemplate("Le champ « {field} » n'a pas le bon type ; envoyez {type}."),
        "error.json.null": MessageTemplate("Le champ « {field} » ne peut pas être null ; envoyez {type}."),
        "error.json.syntaxShort": MessageTemplate(
          "Le corps de la requête n'est pas du JSON valide ; vérifiez sa syntaxe."),
        "error.json.invalidValue": MessageTemplate("Le champ « {field} » a une valeur invalide : {reason}"),
        "error.json.invalidField": MessageTemplate(
          "Le corps de la requête contient un champ invalide ; comparez-le à l'API."),
        "error.json.type.string": MessageTemplate("une chaîne de caractères"),
        "error.json.type.bool": MessageTemplate("true ou false"),
        "error.json.type.integer": MessageTemplate("un nombre entier"),
        "error.json.type.number": MessageTemplate("un nombre"),
        "error.json.type.date": MessageTemplate("une date ISO 8601 en texte"),
        "error.json.type.array": MessageTemplate("un tableau"),
        "error.json.type.object": MessageTemplate("un objet"),
        "error.json.type.other": MessageTemplate("une valeur du type documenté"),
        "error.json.mediaType": MessageTemplate(
          "Ce point d'accès attend du JSON ; envoyez le corps avec Content-Type: application/json (reçu : {got})."
        ),
        "error.multipart.noBoundary": MessageTemplate(
          "Le Content-Type n'a pas de boundary multipart ; envoyez du multipart/form-data avec un paramètre boundary."
        ),
        "error.multipart.malformed": MessageTemplate(
          "Le corps multipart/form-data est mal formé ({reason}) ; envoyez un corps multipart complet."),
        "error.multipart.mediaType": MessageTemplate(
          "Ce point d'accès attend du multipart/form-data ; envoyez le fichier comme champ de formulaire."),
        "error.route.none": MessageTemplate(
          "Aucune route ne correspond à {method} {path} ; vérifiez le chemin."),
        "error.route.method": MessageTemplate(
          "{method} n'est pas permis ici ; utilisez l'une de ces méthodes : {allowed}."),
        "error.static.none": MessageTemplate("Rien n'est servi à ce chemin ; vérifiez l'adresse."),
        "error.static.unreadable": MessageTemplate("Un fichier statique n'a pas pu être lu ; réessayez."),
        "error.websocket.version": MessageTemplate(
          "Ce serveur ne parle que WebSocket version 13 ; envoyez `Sec-WebSocket-Version: 13`."),
        "error.admin.only": MessageTemplate(
          "Seul un administrateur peut faire cela ; demandez à un administrateur de ce Visor."),
        "error.auth.bearer": MessageTemplate("L'en-tête Authorization doit être `Bearer <token>`."),
        "error.websocket.crossSite": MessageTemplate(
          "Un WebSocket connecté par la session web doit être ouvert par les pages de ce Visor ; les autres clients envoient `Authorization: Bearer <token>`."
        ),
        "error.path.nothing": MessageTemplate(
          "Il n'y a rien à {path} ; le README liste les chemins de l'API."),
        "error.token.notFound": MessageTemplate(
          "Aucun jeton avec cet id ; listez vos jetons avec GET /api/v1/tokens."),
        "error.user.deleteSelf": MessageTemplate(
          "Utilisez DELETE /api/v1/me pour supprimer votre propre compte."),
        "error.user.notFound": MessageTemplate(
          "Aucun utilisateur avec cet id ; listez les utilisateurs avec GET /api/v1/admin/users."),
        "error.analyze.audioMissing": MessageTemplate(
          "Le champ « audio » est obligatoire : joignez un enregistrement (WebM, MP4/AAC, MP3, WAV ou Ogg)."),
        "error.analyze.mediaType": MessageTemplate(
          "Envoyez du multipart/form-data (champs image, prompt ou audio, speak, voice, format) ou du JSON avec « imageBase64 »."
        ),
        "error.analyze.imageBase64Missing": MessageTemplate(
          "Le champ « imageBase64 » est obligatoire : la photo, encodée en base64."),
        "error.followUp.mediaType": MessageTemplate(
          "Envoyez du JSON {example} ou du multipart/form-data (champs prompt ou audio, speak, voice, format)."
        ),
        "error.field.trueOrFalse": MessageTemplate("Le champ « {field} » doit valoir true ou false."),
        "error.chat.modelField": MessageTemplate(
          "Le champ « model » doit nommer un modèle de discussion de GET /api/v1/models."),
        "error.chat.contentMissing": MessageTemplate(
          "Le champ « content » est obligatoire : le message à envoyer."),
        "error.query.trueOrFalse": MessageTemplate(
          "Le paramètre de requête « {name} » doit valoir true ou false."),
        "error.classifier.mediaType": MessageTemplate(
          "Envoyez le classificateur en multipart/form-data avec les champs model (le fichier .onnx), labels et name."
        ),
        "error.classifier.modelMissing": MessageTemplate(
          "Le champ « model » est obligatoire : joignez le fichier .onnx."),
        "error.classifier.labelsMissing": MessageTemplate(
          "Le champ « labels » est obligatoire : une étiquette par ligne, dans l'ordre des sorties."),
        "error.classifier.nameMissing": MessageTemplate(
          "Le champ « name » est obligatoire (par exemple « cute299 »)."),
        "error.field.pixels": MessageTemplate("Le champ « {field} » doit être un nombre entier de pixels."),
        "error.teach.mediaType": MessageTemplate(
          "Envoyez du multipart/form-data avec un champ « name » et de 1 à 10 parties nommées « photos »."),
        "error.teach.nameMissing": MessageTemplate(
          "Le champ « name » est obligatoire : qui (ou quoi) les photos montrent, comme « Ana »."),
        "error.help.closedShared": MessageTemplate(
          "Cette demande est close : sa photo et ses enregistrements ne sont plus partagés."),
        "error.help.eventStream": MessageTemplate(
          "Envoyez Accept: text/event-stream pour ouvrir les événements d'aide (un EventSource le fait)."),
        "error.image.missing": MessageTemplate(
          "Le champ « image » est obligatoire : joignez une photo (JPEG, PNG, WebP, HEIC ou GIF)."),
        "error.image.mediaType": MessageTemplate(
          "Envoyez la photo en multipart/form-data (champ « image »), en JSON avec « imageBase64 » ou comme corps image/*."
        ),
        "error.field.base64": MessageTemplate(
          "Le champ « {field} » doit contenir des octets encodés en base64 (une URL data: convient aussi)."),
        "error.crop.json": MessageTemplate(
          "Le champ « crop » doit être du JSON comme {example} (fractions de la photo redressée)."),
        "error.id.notFound": MessageTemplate(
          "Cet id n'existe pas ({what}) ; consultez la liste pour trouver le bon id."),
        "error.id.what.analysis": MessageTemplate("analyse"),
        "error.id.what.call": MessageTemplate("appel"),
        "error.id.what.car": MessageTemplate("voiture"),
        "error.id.what.chat": MessageTemplate("discussion"),
        "error.id.what.face": MessageTemplate("visage"),
        "error.id.what.helpRequest": MessageTemplate("demande d'aide"),
        "error.id.what.helperLink": MessageTemplate("lien d'aidant"),
        "error.id.what.image": MessageTemplate("image"),
        "error.id.what.message": MessageTemplate("message"),
        "error.id.what.photo": MessageTemplate("photo"),
        "error.id.what.record": MessageTemplate("fiche"),
        "error.id.what.thing": MessageTemplate("objet"),
        "error.id.what.token": MessageTemplate("jeton"),
        "error.id.what.user": MessageTemplate("utilisateur"),
        "error.tls.unreadable": MessageTemplate(
          "Impossible de lire le certificat ou la clé TLS ({cert}, {key}) ; vérifiez les chemins et les droits."
        ),
        "error.tls.selfSigned": MessageTemplate(
          "Impossible de créer un certificat auto-signé avec openssl ; installez openssl ou passez --tls-cert et --tls-key."
        ),
        "error.tls.noOpenssl": MessageTemplate(
          "openssl n'est pas installé ; installez-le (apt-get install openssl) ou passez --tls-cert et --tls-key."
        ),
        "error.internal.report": MessageTemplate(
          "Un problème est survenu sur le serveur ; réessayez et, si cela continue, signalez l'id de requête {requestID}."
        ),
        "error.shuttingDown": MessageTemplate(
          "Visor s'arrête et a interrompu cette requête avant la fin ; renvoyez-la quand Visor sera de retour."
        ),
      ]
    case "de":
      return [
        "error.proxy.notAddress": MessageTemplate(
          "--trusted-proxy muss eine IP-Adresse oder ein CIDR-Block wie 10.0.0.0/8 oder fd00::/8 sein, nicht „{text}“."
        ),
        "error.proxy.prefix": MessageTemplate(
          "Das Präfix von --trusted-proxy „{text}“ muss eine Zahl von 0 bis {max} sein."),
        "error.listen.inUse": MessageTemplate(
          "Port {port} auf {host} ist schon belegt; beende das andere Programm, das ihn nutzt, oder wähle einen anderen Port."
        ),
        "error.listen.notPermitted": MessageTemplate(
          "Lauschen auf Port {port} von {host} ist nicht erlaubt; wähle einen Port über 1023 oder starte mit der nötigen Berechtigung."
        ),
        "error.listen.failed": MessageTemplate(
          "Lauschen auf {host}:{port} nicht möglich ({reason}); prüf, ob der Host eine lokale IP-Adresse ist."
        ),
        "error.listen.tls": MessageTemplate(
          "Der HTTPS-Server konnte nicht starten ({reason}); prüf, ob TLS-Zertifikat und Schlüssel gültiges PEM sind und zusammengehören."
        ),
        "error.listen.start": MessageTemplate(
          "Der HTTP-Server konnte auf {host}:{port} nicht starten ({reason})."),
        "error.json.empty": MessageTemplate(
          "Der Body der Anfrage ist leer; sende ein JSON-Objekt wie {example}."),
        "error.json.notUTF8": MessageTemplate(
          "Der Body der Anfrage ist kein gültiges UTF-8; sende JSON in UTF-8."),
        "error.json.syntax": MessageTemplate(
          "Der Body der Anfrage ist kein gültiges JSON; such nach fehlenden Anführungszeichen, Kommas oder Klammern."
        ),
        "error.json.notObject": MessageTemplate(
          "Der Body der Anfrage muss ein JSON-Objekt sein ({object}), kein Array und kein einzelner Wert."),
        "error.json.unknownField": MessageTemplate(
          "Das Feld „{field}“ ist unbekannt; entferne es. Erlaubte Felder: {allowed}."),
        "error.json.none": MessageTemplate("keine"),
        "error.json.tooDeep": MessageTemplate(
          "Der JSON-Body verschachtelt Arrays oder Objekte tiefer als {depth} Ebenen; flache ihn ab."),
        "error.json.required": MessageTemplate(
          "Das Feld „{field}“ ist Pflicht; füge es dem Body der Anfrage hinzu."),
        "error.json.wrongType": MessageTemplate("Das Feld „{field}“ hat den falschen Typ; sende {type}."),
        "error.json.null": MessageTemplate("Das Feld „{field}“ darf nicht null sein; sende {type}."),
        "error.json.syntaxShort": MessageTemplate(
          "Der Body der Anfrage ist kein gültiges JSON; prüf die Syntax."),
        "error.json.invalidValue": MessageTemplate("Das Feld „{field}“ hat einen ungültigen Wert: {reason}"),
        "error.json.invalidField": MessageTemplate(
          "Der Body der Anfrage hat ein ungültiges Feld; gleich ihn mit der API ab."),
        "error.json.type.string": MessageTemplate("einen String"),
        "error.json.type.bool": MessageTemplate("true oder false"),
        "error.json.type.integer": MessageTemplate("eine ganze Zahl"),
        "error.json.type.number": MessageTemplate("eine Zahl"),
        "error.json.type.date": MessageTemplate("ein Datum nach ISO 8601 als String"),
        "error.json.type.array": MessageTemplate("ein Array"),
        "error.json.type.object": MessageTemplate("ein Objekt"),
        "error.json.type.other": MessageTemplate("einen Wert des dokumentierten Typs"),
        "error.json.mediaType": MessageTemplate(
          "Dieser Endpunkt nimmt JSON; sende den Body mit Content-Type: application/json (erhalten: {got})."),
        "error.multipart.noBoundary": MessageTemplate(
          "Der Content-Type hat keine Multipart-Boundary; sende multipart/form-data mit einem boundary-Parameter."
        ),
        "error.multipart.malformed": MessageTemplate(
          "Der multipart/form-data-Body ist fehlerhaft ({reason}); sende einen vollständigen Multipart-Body."),
        "error.multipart.mediaType": MessageTemplate(
          "Dieser Endpunkt nimmt multipart/form-data; sende die Datei als Formularfeld."),
        "error.route.none": MessageTemplate("Keine Route passt zu {method} {path}; prüf den Pfad."),
        "error.route.method": MessageTemplate("{method} ist hier nicht erlaubt; nimm eine davon: {allowed}."),
        "error.static.none": MessageTemplate("Unter diesem Pfad gibt es nichts; prüf die Adresse."),
        "error.static.unreadable": MessageTemplate(
          "Eine statische Datei konnte nicht gelesen werden; versuch es noch einmal."),
        "error.websocket.version": MessageTemplate(
          "Dieser Server spricht nur WebSocket Version 13; sende `Sec-WebSocket-Version: 13`."),
        "error.admin.only": MessageTemplate("Das darf nur ein Admin; frag einen Admin dieses Visor."),
        "error.auth.bearer": MessageTemplate("Der Authorization-Header muss `Bearer <token>` lauten."),
        "error.websocket.crossSite": MessageTemplate(
          "Ein WebSocket mit der Web-Sitzung muss von den Seiten dieses Visor geöffnet werden; andere Clients senden `Authorization: Bearer <token>`."
        ),
        "error.path.nothing": MessageTemplate(
          "Unter {path} gibt es nichts; die Pfade der API stehen im README."),
        "error.token.notFound": MessageTemplate(
          "Kein Token mit dieser ID; liste deine Tokens mit GET /api/v1/tokens auf."),
        "error.user.deleteSelf": MessageTemplate("Nimm DELETE /api/v1/me, um dein eigenes Konto zu löschen."),
        "error.user.notFound": MessageTemplate(
          "Kein Konto mit dieser ID; liste die Konten mit GET /api/v1/admin/users auf."),
        "error.analyze.audioMissing": MessageTemplate(
          "Das Feld „audio“ ist Pflicht: häng eine Aufnahme an (WebM, MP4/AAC, MP3, WAV oder Ogg)."),
        "error.analyze.mediaType": MessageTemplate(
          "Sende multipart/form-data (Felder image, prompt oder audio, speak, voice, format) oder JSON mit „imageBase64“."
        ),
        "error.analyze.imageBase64Missing": MessageTemplate(
          "Das Feld „imageBase64“ ist Pflicht: das Foto, base64-kodiert."),
        "error.followUp.mediaType": MessageTemplate(
          "Sende JSON {example} oder multipart/form-data (Felder prompt oder audio, speak, voice, format)."),
        "error.field.trueOrFalse": MessageTemplate("Das Feld „{field}“ muss true oder false sein."),
        "error.chat.modelField": MessageTemplate(
          "Das Feld „model“ muss ein Chat-Modell aus GET /api/v1/models nennen."),
        "error.chat.contentMissing": MessageTemplate(
          "Das Feld „content“ ist Pflicht: die Nachricht, die gesendet wird."),
        "error.query.trueOrFalse": MessageTemplate(
          "Der Abfrageparameter „{name}“ muss true oder false sein."),
        "error.classifier.mediaType": MessageTemplate(
          "Sende den Klassifikator als multipart/form-data mit den Feldern model (die .onnx-Datei), labels und name."
        ),
        "error.classifier.modelMissing": MessageTemplate(
          "Das Feld „model“ ist Pflicht: häng die .onnx-Datei an."),
        "error.classifier.labelsMissing": MessageTemplate(
          "Das Feld „labels“ ist Pflicht: ein Label pro Zeile, in der Reihenfolge der Ausgaben."),
        "error.classifier.nameMissing": MessageTemplate("Das Feld „name“ ist Pflicht (z. B. „cute299“)."),
        "error.field.pixels": MessageTemplate("Das Feld „{field}“ muss eine ganze Zahl von Pixeln sein."),
        "error.teach.mediaType": MessageTemplate(
          "Sende multipart/form-data mit einem Feld „name“ und 1 bis 10 Teilen namens „photos“."),
        "error.teach.nameMissing": MessageTemplate(
          "Das Feld „name“ ist Pflicht: wer (oder was) auf den Fotos ist, etwa „Ana“."),
        "error.help.closedShared": MessageTemplate(
          "Diese Anfrage ist geschlossen, Foto und Aufnahmen werden also nicht mehr geteilt."),
        "error.help.eventStream": MessageTemplate(
          "Sende Accept: text/event-stream, um die Hilfe-Ereignisse zu öffnen (eine EventSource tut das)."),
        "error.image.missing": MessageTemplate(
          "Das Feld „image“ ist Pflicht: häng ein Foto an (JPEG, PNG, WebP, HEIC oder GIF)."),
        "error.image.mediaType": MessageTemplate(
          "Sende das Foto als multipart/form-data (Feld „image“), als JSON mit „imageBase64“ oder als image/*-Body."
        ),
        "error.field.base64": MessageTemplate(
          "Das Feld „{field}“ muss base64-kodierte Bytes enthalten (eine data:-URL geht auch)."),
        "error.crop.json": MessageTemplate(
          "Das Feld „crop“ muss JSON wie {example} sein (Anteile des aufrecht gedrehten Fotos)."),
        "error.id.notFound": MessageTemplate(
          "Diese ID gibt es nicht ({what}); sieh in der Liste nach der richtigen ID."),
        "error.id.what.analysis": MessageTemplate("Analyse"),
        "error.id.what.call": MessageTemplate("Anruf"),
        "error.id.what.car": MessageTemplate("Auto"),
        "error.id.what.chat": MessageTemplate("Chat"),
        "error.id.what.face": MessageTemplate("Gesicht"),
        "error.id.what.helpRequest": MessageTemplate("Hilfeanfrage"),
        "error.id.what.helperLink": MessageTemplate("Helfenden-Verbindung"),
        "error.id.what.image": MessageTemplate("Bild"),
        "error.id.what.message": MessageTemplate("Nachricht"),
        "error.id.what.photo": MessageTemplate("Foto"),
        "error.id.what.record": MessageTemplate("Eintrag"),
        "error.id.what.thing": MessageTemplate("Ding"),
        "error.id.what.token": MessageTemplate("Token"),
        "error.id.what.user": MessageTemplate("Konto"),
        "error.tls.unreadable": MessageTemplate(
          "TLS-Zertifikat oder -Schlüssel nicht lesbar ({cert}, {key}); prüf Pfade und Berechtigungen."),
        "error.tls.selfSigned": MessageTemplate(
          "Mit openssl ließ sich kein selbstsigniertes Zertifikat erstellen; installiere openssl oder gib --tls-cert und --tls-key an."
        ),
        "error.tls.noOpenssl": MessageTemplate(
          "openssl ist nicht installiert; installiere es (apt-get install openssl) oder gib --tls-cert und --tls-key an."
        ),
        "error.internal.report": MessageTemplate(
          "Auf dem Server ist etwas schiefgelaufen; versuch es noch einmal, und wenn es wieder passiert, melde die Anfrage-ID {requestID}."
        ),
        "error.shuttingDown": MessageTemplate(
          "Visor fährt herunter und hat diese Anfrage vor dem Ende abgebrochen; sende sie noch einmal, wenn Visor wieder da ist."
        ),
      ]
    case "pt":
      return [
        "error.proxy.notAddress": MessageTemplate(
          "--trusted-proxy deve ser um endereço IP ou um bloco CIDR como 10.0.0.0/8 ou fd00::/8, não \"{text}\"."
        ),
        "error.proxy.prefix": MessageTemplate(
          "O prefixo de --trusted-proxy \"{text}\" deve ser um número de 0 a {max}."),
        "error.listen.inUse": MessageTemplate(
          "A porta {port} em {host} já está em uso; pare o outro programa que a usa ou escolha outra porta."),
        "error.listen.notPermitted": MessageTemplate(
          "Não é permitido escutar na porta {port} de {host}; escolha uma porta acima de 1023 ou execute com a permissão necessária."
        ),
        "error.listen.failed": MessageTemplate(
          "Não foi possível escutar em {host}:{port} ({reason}); verifique se o host é um endereço IP local."),
        "error.listen.tls": MessageTemplate(
          "O servidor HTTPS não pôde iniciar ({reason}); verifique se o certificado e a chave TLS são PEM válidos e correspondem um ao outro."
        ),
        "error.listen.start": MessageTemplate(
          "O servidor HTTP não pôde iniciar em {host}:{port} ({reason})."),
        "error.json.empty": MessageTemplate(
          "O corpo da requisição está vazio; envie um objeto JSON como {example}."),
        "error.json.notUTF8": MessageTemplate(
          "O corpo da requisição não é UTF-8 válido; envie JSON codificado em UTF-8."),
        "error.json.syntax": MessageTemplate(
          "O corpo da requisição não é JSON válido; procure aspas, vírgulas ou colchetes faltando."),
        "error.json.notObject": MessageTemplate(
          "O corpo da requisição deve ser um objeto JSON ({object}), não uma lista nem um valor solto."),
        "error.json.unknownField": MessageTemplate(
          "O campo \"{field}\" não é reconhecido; remova-o. Campos permitidos: {allowed}."),
        "error.json.none": MessageTemplate("nenhum"),
        "error.json.tooDeep": MessageTemplate(
          "O corpo JSON aninha listas ou objetos em mais de {depth} níveis; simplifique-o."),
        "error.json.required": MessageTemplate(
          "O campo \"{field}\" é obrigatório; adicione-o ao corpo da requisição."),
        "error.json.wrongType": MessageTemplate("O campo \"{field}\" tem o tipo errado; envie {type}."),
        "error.json.null": MessageTemplate("O campo \"{field}\" não pode ser null; envie {type}."),
        "error.json.syntaxShort": MessageTemplate(
          "O corpo da requisição não é JSON válido; confira a sintaxe."),
        "error.json.invalidValue": MessageTemplate("O campo \"{field}\" tem um valor inválido: {reason}"),
        "error.json.invalidField": MessageTemplate(
          "O corpo da requisição tem um campo inválido; compare-o com a API."),
        "error.json.type.string": MessageTemplate("uma string de texto"),
        "error.json.type.bool": MessageTemplate("true ou false"),
        "error.json.type.integer": MessageTemplate("um número inteiro"),
        "error.json.type.number": MessageTemplate("um número"),
        "error.json.type.date": MessageTemplate("uma data ISO 8601 como texto"),
        "error.json.type.array": MessageTemplate("uma lista (array)"),
        "error.json.type.object": MessageTemplate("um objeto"),
        "error.json.type.other": MessageTemplate("um valor do tipo documentado"),
        "error.json.mediaType": MessageTemplate(
          "Este endpoint recebe JSON; envie o corpo com Content-Type: application/json (recebido: {got})."),
        "error.multipart.noBoundary": MessageTemplate(
          "O Content-Type não tem boundary de multipart; envie multipart/form-data com o parâmetro boundary."),
        "error.multipart.malformed": MessageTemplate(
          "O corpo multipart/form-data está malformado ({reason}); envie um corpo multipart completo."),
        "error.multipart.mediaType": MessageTemplate(
          "Este endpoint recebe multipart/form-data; envie o arquivo como campo do formulário."),
        "error.route.none": MessageTemplate("Nenhuma rota corresponde a {method} {path}; confira o caminho."),
        "error.route.method": MessageTemplate("{method} não é permitido aqui; use um destes: {allowed}."),
        "error.static.none": MessageTemplate("Não há nada neste caminho; confira o endereço."),
        "error.static.unreadable": MessageTemplate(
          "Não foi possível ler um arquivo estático; tente de novo."),
        "error.websocket.version": MessageTemplate(
          "Este servidor só fala WebSocket versão 13; envie `Sec-WebSocket-Version: 13`."),
        "error.admin.only": MessageTemplate(
          "Só um administrador pode fazer isso; peça a um administrador deste Visor."),
        "error.auth.bearer": MessageTemplate("O cabeçalho Authorization deve ser `Bearer <token>`."),
        "error.websocket.crossSite": MessageTemplate(
          "Um WebSocket com a sessão web deve ser aberto pelas páginas deste Visor; outros clientes enviam `Authorization: Bearer <token>`."
        ),
        "error.path.nothing": MessageTemplate("Não há nada em {path}; veja no README os caminhos da API."),
        "error.token.notFound": MessageTemplate(
          "Nenhum token com esse id; liste seus tokens com GET /api/v1/tokens."),
        "error.user.deleteSelf": MessageTemplate("Use DELETE /api/v1/me para excluir sua própria conta."),
        "error.user.notFound": MessageTemplate(
          "Nenhum usuário com esse id; liste os usuários com GET /api/v1/admin/users."),
        "error.analyze.audioMissing": MessageTemplate(
          "O campo \"audio\" é obrigatório: anexe uma gravação (WebM, MP4/AAC, MP3, WAV ou Ogg)."),
        "error.analyze.mediaType": MessageTemplate(
          "Envie multipart/form-data (campos image, prompt ou audio, speak, voice, format) ou JSON com \"imageBase64\"."
        ),
        "error.analyze.imageBase64Missing": MessageTemplate(
          "O campo \"imageBase64\" é obrigatório: a foto, codificada em base64."),
        "error.followUp.mediaType": MessageTemplate(
          "Envie JSON {example} ou multipart/form-data (campos prompt ou audio, speak, voice, format)."),
        "error.field.trueOrFalse": MessageTemplate("O campo \"{field}\" deve ser true ou false."),
        "error.chat.modelField": MessageTemplate(
          "O campo \"model\" deve indicar um modelo de chat de GET /api/v1/models."),
        "error.chat.contentMissing": MessageTemplate(
          "O campo \"content\" é obrigatório: a mensagem a enviar."),
        "error.query.trueOrFalse": MessageTemplate(
          "O parâmetro de consulta \"{name}\" deve ser true ou false."),
        "error.classifier.mediaType": MessageTemplate(
          "Envie o classificador como multipart/form-data com os campos model (o arquivo .onnx), labels e name."
        ),
        "error.classifier.modelMissing": MessageTemplate(
          "O campo \"model\" é obrigatório: anexe o arquivo .onnx."),
        "error.classifier.labelsMissing": MessageTemplate(
          "O campo \"labels\" é obrigatório: um rótulo por linha, na ordem de saída."),
        "error.classifier.nameMissing": MessageTemplate(
          "O campo \"name\" é obrigatório (por exemplo \"cute299\")."),
        "error.field.pixels": MessageTemplate("O campo \"{field}\" deve ser um número inteiro de pixels."),
        "error.teach.mediaType": MessageTemplate(
          "Envie multipart/form-data com um campo \"name\" e de 1 a 10 partes chamadas \"photos\"."),
        "error.teach.nameMissing": MessageTemplate(
          "O campo \"name\" é obrigatório: quem (ou o quê) as fotos mostram, como \"Ana\"."),
        "error.help.closedShared": MessageTemplate(
          "Este pedido está encerrado, então a foto e as gravações não são mais compartilhadas."),
        "error.help.eventStream": MessageTemplate(
          "Envie Accept: text/event-stream para abrir os eventos de ajuda (um EventSource faz isso)."),
        "error.image.missing": MessageTemplate(
          "O campo \"image\" é obrigatório: anexe uma foto (JPEG, PNG, WebP, HEIC ou GIF)."),
        "error.image.mediaType": MessageTemplate(
          "Envie a foto como multipart/form-data (campo \"image\"), como JSON com \"imageBase64\" ou como corpo image/*."
        ),
        "error.field.base64": MessageTemplate(
          "O campo \"{field}\" deve ser bytes codificados em base64 (uma URL data: também serve)."),
        "error.crop.json": MessageTemplate(
          "O campo \"crop\" deve ser JSON como {example} (frações da foto na posição certa)."),
        "error.id.notFound": MessageTemplate(
          "Esse id não existe ({what}); consulte a lista para achar o id certo."),
        "error.id.what.analysis": MessageTemplate("análise"),
        "error.id.what.call": MessageTemplate("chamada"),
        "error.id.what.car": MessageTemplate("carro"),
        "error.id.what.chat": MessageTemplate("conversa"),
        "error.id.what.face": MessageTemplate("rosto"),
        "error.id.what.helpRequest": MessageTemplate("pedido de ajuda"),
        "error.id.what.helperLink": MessageTemplate("vínculo com ajudante"),
        "error.id.what.image": MessageTemplate("imagem"),
        "error.id.what.message": MessageTemplate("mensagem"),
        "error.id.what.photo": MessageTemplate("foto"),
        "error.id.what.record": MessageTemplate("registro"),
        "error.id.what.thing": MessageTemplate("objeto"),
        "error.id.what.token": MessageTemplate("token"),
        "error.id.what.user": MessageTemplate("usuário"),
        "error.tls.unreadable": MessageTemplate(
          "Não é possível ler o certificado ou a chave TLS ({cert}, {key}); confira os caminhos e as permissões."
        ),
        "error.tls.selfSigned": MessageTemplate(
          "Não foi possível criar um certificado autoassinado com o openssl; instale o openssl ou passe --tls-cert e --tls-key."
        ),
        "error.tls.noOpenssl": MessageTemplate(
          "O openssl não está instalado; instale-o (apt-get install openssl) ou passe --tls-cert e --tls-key."
        ),
        "error.internal.report": MessageTemplate(
          "Algo deu errado no servidor; tente de novo e, se continuar, informe o id da requisição {requestID}."
        ),
        "error.shuttingDown": MessageTemplate(
          "O Visor está sendo desligado e interrompeu esta requisição antes do fim; envie-a de novo quando o Visor voltar."
        ),
      ]
    case "it":
      return [
        "error.proxy.notAddress": MessageTemplate(
          "--trusted-proxy deve essere un indirizzo IP o un blocco CIDR come 10.0.0.0/8 o fd00::/8, non \"{text}\"."
        ),
        "error.proxy.prefix": MessageTemplate(
          "Il prefisso di --trusted-proxy \"{text}\" deve essere un numero da 0 a {max}."),
        "error.listen.inUse": MessageTemplate(
          "La porta {port} su {host} è già in uso; ferma l'altro programma che la usa o scegli un'altra porta."
        ),
        "error.listen.notPermitted": MessageTemplate(
          "Non è consentito ascoltare sulla porta {port} di {host}; scegli una porta sopra 1023 o avvia con il permesso necessario."
        ),
        "error.listen.failed": MessageTemplate(
          "Impossibile ascoltare su {host}:{port} ({reason}); controlla che l'host sia un indirizzo IP locale."
        ),
        "error.listen.tls": MessageTemplate(
          "Il server HTTPS non è potuto partire ({reason}); controlla che certificato e chiave TLS siano PEM validi e appartengano l'uno all'altra."
        ),
        "error.listen.start": MessageTemplate(
          "Il server HTTP non è potuto partire su {host}:{port} ({reason})."),
        "error.json.empty": MessageTemplate(
          "Il corpo della richiesta è vuoto; invia un oggetto JSON come {example}."),
        "error.json.notUTF8": MessageTemplate(
          "Il corpo della richiesta non è UTF-8 valido; invia JSON codificato in UTF-8."),
        "error.json.syntax": MessageTemplate(
          "Il corpo della richiesta non è JSON valido; cerca virgolette, virgole o parentesi mancanti."),
        "error.json.notObject": MessageTemplate(
          "Il corpo della richiesta deve essere un oggetto JSON ({object}), non un array né un valore singolo."
        ),
        "error.json.unknownField": MessageTemplate(
          "Il campo \"{field}\" non è riconosciuto; toglilo. Campi ammessi: {allowed}."),
        "error.json.none": MessageTemplate("nessuno"),
        "error.json.tooDeep": MessageTemplate(
          "Il corpo JSON annida array o oggetti per più di {depth} livelli; semplificalo."),
        "error.json.required": MessageTemplate(
          "Il campo \"{field}\" è obbligatorio; aggiungilo al corpo della richiesta."),
        "error.json.wrongType": MessageTemplate("Il campo \"{field}\" ha il tipo sbagliato; invia {type}."),
        "error.json.null": MessageTemplate("Il campo \"{field}\" non può essere null; invia {type}."),
        "error.json.syntaxShort": MessageTemplate(
          "Il corpo della richiesta non è JSON valido; controllane la sintassi."),
        "error.json.invalidValue": MessageTemplate("Il campo \"{field}\" ha un valore non valido: {reason}"),
        "error.json.invalidField": MessageTemplate(
          "Il corpo della richiesta ha un campo non valido; confrontalo con l'API."),
        "error.json.type.string": MessageTemplate("una stringa"),
        "error.json.type.bool": MessageTemplate("true o false"),
        "error.json.type.integer": MessageTemplate("un numero intero"),
        "error.json.type.number": MessageTemplate("un numero"),
        "error.json.type.date": MessageTemplate("una data ISO 8601 come stringa"),
        "error.json.type.array": MessageTemplate("un array"),
        "error.json.type.object": MessageTemplate("un oggetto"),
        "error.json.type.other": MessageTemplate("un valore del tipo documentato"),
        "error.json.mediaType": MessageTemplate(
          "Questo endpoint accetta JSON; invia il corpo con Content-Type: application/json (ricevuto: {got})."
        ),
        "error.multipart.noBoundary": MessageTemplate(
          "Il Content-Type non ha un boundary multipart; invia multipart/form-data con il parametro boundary."
        ),
        "error.multipart.malformed": MessageTemplate(
          "Il corpo multipart/form-data è malformato ({reason}); invia un corpo multipart completo."),
        "error.multipart.mediaType": MessageTemplate(
          "Questo endpoint accetta multipart/form-data; invia il file come campo del modulo."),
        "error.route.none": MessageTemplate(
          "Nessuna rotta corrisponde a {method} {path}; controlla il percorso."),
        "error.route.method": MessageTemplate("{method} non è consentito qui; usa uno di questi: {allowed}."),
        "error.static.none": MessageTemplate("Non c'è niente a questo percorso; controlla l'indirizzo."),
        "error.static.unreadable": MessageTemplate("Non è stato possibile leggere un file statico; riprova."),
        "error.websocket.version": MessageTemplate(
          "Questo server parla solo WebSocket versione 13; invia `Sec-WebSocket-Version: 13`."),
        "error.admin.only": MessageTemplate(
          "Solo un amministratore può farlo; chiedi a un amministratore di questo Visor."),
        "error.auth.bearer": MessageTemplate("L'intestazione Authorization deve essere `Bearer <token>`."),
        "error.websocket.crossSite": MessageTemplate(
          "Un WebSocket con la sessione web deve essere aperto dalle pagine di questo Visor; gli altri client inviano `Authorization: Bearer <token>`."
        ),
        "error.path.nothing": MessageTemplate(
          "Non c'è niente in {path}; i percorsi dell'API sono nel README."),
        "error.token.notFound": MessageTemplate(
          "Nessun token con quell'id; elenca i tuoi token con GET /api/v1/tokens."),
        "error.user.deleteSelf": MessageTemplate("Usa DELETE /api/v1/me per eliminare il tuo account."),
        "error.user.notFound": MessageTemplate(
          "Nessun utente con quell'id; elenca gli utenti con GET /api/v1/admin/users."),
        "error.analyze.audioMissing": MessageTemplate(
          "Il campo \"audio\" è obbligatorio: allega una registrazione (WebM, MP4/AAC, MP3, WAV o Ogg)."),
        "error.analyze.mediaType": MessageTemplate(
          "Invia multipart/form-data (campi image, prompt o audio, speak, voice, format) o JSON con \"imageBase64\"."
        ),
        "error.analyze.imageBase64Missing": MessageTemplate(
          "Il campo \"imageBase64\" è obbligatorio: la foto, codificata in base64."),
        "error.followUp.mediaType": MessageTemplate(
          "Invia JSON {example} o multipart/form-data (campi prompt o audio, speak, voice, format)."),
        "error.field.trueOrFalse": MessageTemplate("Il campo \"{field}\" deve essere true o false."),
        "error.chat.modelField": MessageTemplate(
          "Il campo \"model\" deve indicare un modello di chat di GET /api/v1/models."),
        "error.chat.contentMissing": MessageTemplate(
          "Il campo \"content\" è obbligatorio: il messaggio da inviare."),
        "error.query.trueOrFalse": MessageTemplate(
          "Il parametro di query \"{name}\" deve essere true o false."),
        "error.classifier.mediaType": MessageTemplate(
          "Invia il classificatore come multipart/form-data con i campi model (il file .onnx), labels e name."
        ),
        "error.classifier.modelMissing": MessageTemplate(
          "Il campo \"model\" è obbligatorio: allega il file .onnx."),
        "error.classifier.labelsMissing": MessageTemplate(
          "Il campo \"labels\" è obbligatorio: un'etichetta per riga, nell'ordine di uscita."),
        "error.classifier.nameMissing": MessageTemplate(
          "Il campo \"name\" è obbligatorio (ad esempio \"cute299\")."),
        "error.field.pixels": MessageTemplate("Il campo \"{field}\" deve essere un numero intero di pixel."),
        "error.teach.mediaType": MessageTemplate(
          "Invia multipart/form-data con un campo \"name\" e da 1 a 10 parti chiamate \"photos\"."),
        "error.teach.nameMissing": MessageTemplate(
          "Il campo \"name\" è obbligatorio: chi (o cosa) mostrano le foto, come \"Ana\"."),
        "error.help.closedShared": MessageTemplate(
          "Questa richiesta è chiusa, quindi la sua foto e le registrazioni non sono più condivise."),
        "error.help.eventStream": MessageTemplate(
          "Invia Accept: text/event-stream per aprire gli eventi di aiuto (un EventSource lo fa)."),
        "error.image.missing": MessageTemplate(
          "Il campo \"image\" è obbligatorio: allega una foto (JPEG, PNG, WebP, HEIC o GIF)."),
        "error.image.mediaType": MessageTemplate(
          "Invia la foto come multipart/form-data (campo \"image\"), come JSON con \"imageBase64\" o come corpo image/*."
        ),
        "error.field.base64": MessageTemplate(
          "Il campo \"{field}\" deve contenere byte codificati in base64 (va bene anche un URL data:)."),
        "error.crop.json": MessageTemplate(
          "Il campo \"crop\" deve essere JSON come {example} (frazioni della foto raddrizzata)."),
        "error.id.notFound": MessageTemplate(
          "Quell'id non esiste ({what}); consulta l'elenco per trovare l'id giusto."),
        "error.id.what.analysis": MessageTemplate("analisi"),
        "error.id.what.call": MessageTemplate("chiamata"),
        "error.id.what.car": MessageTemplate("auto"),
        "error.id.what.chat": MessageTemplate("chat"),
        "error.id.what.face": MessageTemplate("volto"),
        "error.id.what.helpRequest": MessageTemplate("richiesta di aiuto"),
        "error.id.what.helperLink": MessageTemplate("collegamento con aiutante"),
        "error.id.what.image": MessageTemplate("immagine"),
        "error.id.what.message": MessageTemplate("messaggio"),
        "error.id.what.photo": MessageTemplate("foto"),
        "error.id.what.record": MessageTemplate("scheda"),
        "error.id.what.thing": MessageTemplate("oggetto"),
        "error.id.what.token": MessageTemplate("token"),
        "error.id.what.user": MessageTemplate("utente"),
        "error.tls.unreadable": MessageTemplate(
          "Impossibile leggere il certificato o la chiave TLS ({cert}, {key}); controlla percorsi e permessi."
        ),
        "error.tls.selfSigned": MessageTemplate(
          "Impossibile creare un certificato autofirmato con openssl; installa openssl o passa --tls-cert e --tls-key."
        ),
        "error.tls.noOpenssl": MessageTemplate(
          "openssl non è installato; installalo (apt-get install openssl) o passa --tls-cert e --tls-key."),
        "error.internal.report": MessageTemplate(
          "Qualcosa è andato storto sul server; riprova e, se continua, segnala l'id della richiesta {requestID}."
        ),
        "error.shuttingDown": MessageTemplate(
          "Visor si sta spegnendo e ha interrotto questa richiesta prima della fine; inviala di nuovo quando Visor sarà tornato."
        ),
      ]
    case "pl":
      return [
        "error.proxy.notAddress": MessageTemplate(
          "--trusted-proxy musi być adresem IP lub blokiem CIDR, np. 10.0.0.0/8 albo fd00::/8, a nie „{text}”."
        ),
        "error.proxy.prefix": MessageTemplate(
          "Prefiks --trusted-proxy „{text}” musi być liczbą od 0 do {max}."),
        "error.listen.inUse": MessageTemplate(
          "Port {port} na {host} jest już zajęty; zatrzymaj inny program, który go używa, albo wybierz inny port."
        ),
        "error.listen.notPermitted": MessageTemplate(
          "Brak zgody na nasłuchiwanie na porcie {port} adresu {host}; wybierz port powyżej 1023 albo uruchom z potrzebnymi uprawnieniami."
        ),
        "error.listen.failed": MessageTemplate(
          "Nie udało się nasłuchiwać na {host}:{port} ({reason}); sprawdź, czy host jest lokalnym adresem IP."
        ),
        "error.listen.tls": MessageTemplate(
          "Nie udało się uruchomić serwera HTTPS ({reason}); sprawdź, czy certyfikat i klucz TLS są poprawnym PEM i do siebie pasują."
        ),
        "error.listen.start": MessageTemplate(
          "Nie udało się uruchomić serwera HTTP na {host}:{port} ({reason})."),
        "error.json.empty": MessageTemplate("Treść żądania jest pusta; wyślij obiekt JSON, np. {example}."),
        "error.json.notUTF8": MessageTemplate(
          "Treść żądania nie jest poprawnym UTF-8; wyślij JSON zakodowany w UTF-8."),
        "error.json.syntax": MessageTemplate(
          "Treść żądania nie jest poprawnym JSON-em; sprawdź, czy nie brakuje cudzysłowów, przecinków lub nawiasów."
        ),
        "error.json.notObject": MessageTemplate(
          "Treść żądania musi być obiektem JSON ({object}), a nie tablicą ani pojedynczą wartością."),
        "error.json.unknownField": MessageTemplate(
          "Pole „{field}” jest nieznane; usuń je. Dozwolone pola: {allowed}."),
        "error.json.none": MessageTemplate("brak"),
        "error.json.tooDeep": MessageTemplate(
          "Treść JSON zagnieżdża tablice lub obiekty głębiej niż na {depth} poziomów; spłaszcz ją."),
        "error.json.required": MessageTemplate("Pole „{field}” jest wymagane; dodaj je do treści żądania."),
        "error.json.wrongType": MessageTemplate("Pole „{field}” ma zły typ; wyślij: {type}."),
        "error.json.null": MessageTemplate("Pole „{field}” nie może być null; wyślij: {type}."),
        "error.json.syntaxShort": MessageTemplate(
          "Treść żądania nie jest poprawnym JSON-em; sprawdź składnię."),
        "error.json.invalidValue": MessageTemplate("Pole „{field}” ma nieprawidłową wartość: {reason}"),
        "error.json.invalidField": MessageTemplate("Treść żądania ma nieprawidłowe pole; porównaj ją z API."),
        "error.json.type.string": MessageTemplate("tekst (string)"),
        "error.json.type.bool": MessageTemplate("true albo false"),
        "error.json.type.integer": MessageTemplate("liczba całkowita"),
        "error.json.type.number": MessageTemplate("liczba"),
        "error.json.type.date": MessageTemplate("data ISO 8601 jako tekst"),
        "error.json.type.array": MessageTemplate("tablica"),
        "error.json.type.object": MessageTemplate("obiekt"),
        "error.json.type.other": MessageTemplate("wartość typu opisanego w dokumentacji"),
        "error.json.mediaType": MessageTemplate(
          "Ten punkt końcowy przyjmuje JSON; wyślij treść z Content-Type: application/json (otrzymano: {got})."
        ),
        "error.multipart.noBoundary": MessageTemplate(
          "Content-Type nie ma granicy multipart; wyślij multipart/form-data z parametrem boundary."),
        "error.multipart.malformed": MessageTemplate(
          "Treść multipart/form-data jest uszkodzona ({reason}); wyślij kompletną treść multipart."),
        "error.multipart.mediaType": MessageTemplate(
          "Ten punkt końcowy przyjmuje multipart/form-data; wyślij plik jako pole formularza."),
        "error.route.none": MessageTemplate("Żadna trasa nie pasuje do {method} {path}; sprawdź ścieżkę."),
        "error.route.method": MessageTemplate(
          "{method} nie jest tu dozwolone; użyj jednej z metod: {allowed}."),
        "error.static.none": MessageTemplate("Pod tą ścieżką nic nie ma; sprawdź adres."),
        "error.static.unreadable": MessageTemplate(
          "Nie udało się odczytać pliku statycznego; spróbuj ponownie."),
        "error.websocket.version": MessageTemplate(
          "Ten serwer obsługuje tylko WebSocket w wersji 13; wyślij `Sec-WebSocket-Version: 13`."),
        "error.admin.only": MessageTemplate(
          "Może to zrobić tylko administrator; poproś administratora tego Visora."),
        "error.auth.bearer": MessageTemplate("Nagłówek Authorization musi mieć postać `Bearer <token>`."),
        "error.websocket.crossSite": MessageTemplate(
          "WebSocket zalogowany sesją przeglądarki musi być otwarty przez strony tego Visora; inne klienty wysyłają `Authorization: Bearer <token>`."
        ),
        "error.path.nothing": MessageTemplate("Pod {path} nic nie ma; ścieżki API są w README."),
        "error.token.notFound": MessageTemplate(
          "Nie ma tokenu o tym id; wyświetl swoje tokeny przez GET /api/v1/tokens."),
        "error.user.deleteSelf": MessageTemplate("Użyj DELETE /api/v1/me, aby usunąć własne konto."),
        "error.user.notFound": MessageTemplate(
          "Nie ma użytkownika o tym id; wyświetl użytkowników przez GET /api/v1/admin/users."),
        "error.analyze.audioMissing": MessageTemplate(
          "Pole „audio” jest wymagane: dołącz nagranie (WebM, MP4/AAC, MP3, WAV lub Ogg)."),
        "error.analyze.mediaType": MessageTemplate(
          "Wyślij multipart/form-data (pola image, prompt lub audio, speak, voice, format) albo JSON z „imageBase64”."
        ),
        "error.analyze.imageBase64Missing": MessageTemplate(
          "Pole „imageBase64” jest wymagane: zdjęcie zakodowane w base64."),
        "error.followUp.mediaType": MessageTemplate(
          "Wyślij JSON {example} albo multipart/form-data (pola prompt lub audio, speak, voice, format)."),
        "error.field.trueOrFalse": MessageTemplate("Pole „{field}” musi mieć wartość true albo false."),
        "error.chat.modelField": MessageTemplate(
          "Pole „model” musi wskazywać model czatu z GET /api/v1/models."),
        "error.chat.contentMissing": MessageTemplate("Pole „content” jest wymagane: wiadomość do wysłania."),
        "error.query.trueOrFalse": MessageTemplate(
          "Parametr zapytania „{name}” musi mieć wartość true albo false."),
        "error.classifier.mediaType": MessageTemplate(
          "Wyślij klasyfikator jako multipart/form-data z polami model (plik .onnx), labels i name."),
        "error.classifier.modelMissing": MessageTemplate("Pole „model” jest wymagane: dołącz plik .onnx."),
        "error.classifier.labelsMissing": MessageTemplate(
          "Pole „labels” jest wymagane: jedna etykieta w wierszu, w kolejności wyjść."),
        "error.classifier.nameMissing": MessageTemplate("Pole „name” jest wymagane (np. „cute299”)."),
        "error.field.pixels": MessageTemplate("Pole „{field}” musi być całkowitą liczbą pikseli."),
        "error.teach.mediaType": MessageTemplate(
          "Wyślij multipart/form-data z polem „name” i od 1 do 10 części o nazwie „photos”."),
        "error.teach.nameMissing": MessageTemplate(
          "Pole „name” jest wymagane: kto (lub co) jest na zdjęciach, np. „Ana”."),
        "error.help.closedShared": MessageTemplate(
          "Ta prośba jest zamknięta, więc jej zdjęcie i nagrania nie są już udostępniane."),
        "error.help.eventStream": MessageTemplate(
          "Wyślij Accept: text/event-stream, aby otworzyć zdarzenia pomocy (EventSource robi to sam)."),
        "error.image.missing": MessageTemplate(
          "Pole „image” jest wymagane: dołącz zdjęcie (JPEG, PNG, WebP, HEIC lub GIF)."),
        "error.image.mediaType": MessageTemplate(
          "Wyślij zdjęcie jako multipart/form-data (pole „image”), jako JSON z „imageBase64” albo jako treść image/*."
        ),
        "error.field.base64": MessageTemplate(
          "Pole „{field}” musi zawierać bajty zakodowane w base64 (adres data: też się nada)."),
        "error.crop.json": MessageTemplate(
          "Pole „crop” musi być JSON-em, np. {example} (ułamki wyprostowanego zdjęcia)."),
        "error.id.notFound": MessageTemplate(
          "Nie ma takiego id ({what}); sprawdź listę, aby znaleźć właściwe id."),
        "error.id.what.analysis": MessageTemplate("analiza"),
        "error.id.what.call": MessageTemplate("połączenie"),
        "error.id.what.car": MessageTemplate("samochód"),
        "error.id.what.chat": MessageTemplate("czat"),
        "error.id.what.face": MessageTemplate("twarz"),
        "error.id.what.helpRequest": MessageTemplate("prośba o pomoc"),
        "error.id.what.helperLink": MessageTemplate("powiązanie z pomocnikiem"),
        "error.id.what.image": MessageTemplate("obraz"),
        "error.id.what.message": MessageTemplate("wiadomość"),
        "error.id.what.photo": MessageTemplate("zdjęcie"),
        "error.id.what.record": MessageTemplate("wpis"),
        "error.id.what.thing": MessageTemplate("rzecz"),
        "error.id.what.token": MessageTemplate("token"),
        "error.id.what.user": MessageTemplate("użytkownik"),
        "error.tls.unreadable": MessageTemplate(
          "Nie można odczytać certyfikatu lub klucza TLS ({cert}, {key}); sprawdź ścieżki i uprawnienia."),
        "error.tls.selfSigned": MessageTemplate(
          "Nie udało się utworzyć certyfikatu z podpisem własnym przez openssl; zainstaluj openssl albo podaj --tls-cert i --tls-key."
        ),
        "error.tls.noOpenssl": MessageTemplate(
          "openssl nie jest zainstalowany; zainstaluj go (apt-get install openssl) albo podaj --tls-cert i --tls-key."
        ),
        "error.internal.report": MessageTemplate(
          "Na serwerze coś poszło nie tak; spróbuj ponownie, a jeśli to się powtarza, zgłoś id żądania {requestID}."
        ),
        "error.shuttingDown": MessageTemplate(
          "Visor się wyłącza i przerwał to żądanie przed końcem; wyślij je ponownie, gdy Visor wróci."),
      ]
    case "tr":
      return [
        "error.proxy.notAddress": MessageTemplate(
          "--trusted-proxy bir IP adresi ya da 10.0.0.0/8 veya fd00::/8 gibi bir CIDR bloğu olmalı, \"{text}\" değil."
        ),
        "error.proxy.prefix": MessageTemplate(
          "--trusted-proxy \"{text}\" önekinin 0 ile {max} arasında bir sayı olması gerekir."),
        "error.listen.inUse": MessageTemplate(
          "{host} üzerindeki {port} numaralı port zaten kullanımda; onu kullanan diğer programı durdurun ya da başka bir port seçin."
        ),
        "error.listen.notPermitted": MessageTemplate(
          "{host} adresinin {port} numaralı portunu dinleme izni yok; 1023'ün üzerinde bir port seçin ya da gereken izinle çalıştırın."
        ),
        "error.listen.failed": MessageTemplate(
          "{host}:{port} dinlenemedi ({reason}); ana makinenin yerel bir IP adresi olduğunu kontrol edin."),
        "error.listen.tls": MessageTemplate(
          "HTTPS sunucusu başlatılamadı ({reason}); TLS sertifikasının ve anahtarının geçerli PEM olduğunu ve birbirine ait olduğunu kontrol edin."
        ),
        "error.listen.start": MessageTemplate(
          "HTTP sunucusu {host}:{port} üzerinde başlatılamadı ({reason})."),
        "error.json.empty": MessageTemplate("İsteğin gövdesi boş; {example} gibi bir JSON nesnesi gönderin."),
        "error.json.notUTF8": MessageTemplate(
          "İsteğin gövdesi geçerli UTF-8 değil; UTF-8 ile kodlanmış JSON gönderin."),
        "error.json.syntax": MessageTemplate(
          "İsteğin gövdesi geçerli JSON değil; eksik tırnak, virgül ya da parantez olup olmadığına bakın."),
        "error.json.notObject": MessageTemplate(
          "İsteğin gövdesi bir JSON nesnesi ({object}) olmalı; dizi ya da tek bir değer olamaz."),
        "error.json.unknownField": MessageTemplate(
          "\"{field}\" alanı tanınmıyor; kaldırın. İzin verilen alanlar: {allowed}."),
        "error.json.none": MessageTemplate("yok"),
        "error.json.tooDeep": MessageTemplate(
          "JSON gövdesi dizileri ya da nesneleri {depth} düzeyden daha derine iç içe koyuyor; düzleştirin."),
        "error.json.required": MessageTemplate("\"{field}\" alanı zorunlu; isteğin gövdesine ekleyin."),
        "error.json.wrongType": MessageTemplate("\"{field}\" alanının türü yanlış; şunu gönderin: {type}."),
        "error.json.null": MessageTemplate("\"{field}\" alanı null olamaz; şunu gönderin: {type}."),
        "error.json.syntaxShort": MessageTemplate(
          "İsteğin gövdesi geçerli JSON değil; sözdizimini kontrol edin."),
        "error.json.invalidValue": MessageTemplate("\"{field}\" alanının değeri geçersiz: {reason}"),
        "error.json.invalidField": MessageTemplate(
          "İsteğin gövdesinde geçersiz bir alan var; API ile karşılaştırın."),
        "error.json.type.string": MessageTemplate("bir metin (string)"),
        "error.json.type.bool": MessageTemplate("true ya da false"),
        "error.json.type.integer": MessageTemplate("bir tam sayı"),
        "error.json.type.number": MessageTemplate("bir sayı"),
        "error.json.type.date": MessageTemplate("ISO 8601 biçiminde bir tarih metni"),
        "error.json.type.array": MessageTemplate("bir dizi (array)"),
        "error.json.type.object": MessageTemplate("bir nesne"),
        "error.json.type.other": MessageTemplate("belgelenen türde bir değer"),
        "error.json.mediaType": MessageTemplate(
          "Bu uç nokta JSON alır; gövdeyi Content-Type: application/json ile gönderin (gelen: {got})."),
        "error.multipart.noBoundary": MessageTemplate(
          "Content-Type içinde multipart sınırı (boundary) yok; boundary parametresiyle multipart/form-data gönderin."
        ),
        "error.multipart.malformed": MessageTemplate(
          "multipart/form-data gövdesi bozuk ({reason}); eksiksiz bir multipart gövdesi gönderin."),
        "error.multipart.mediaType": MessageTemplate(
          "Bu uç nokta multipart/form-data alır; dosyayı bir form alanı olarak gönderin."),
        "error.route.none": MessageTemplate("{method} {path} ile eşleşen bir yol yok; yolu kontrol edin."),
        "error.route.method": MessageTemplate(
          "{method} burada kullanılamaz; şunlardan birini kullanın: {allowed}."),
        "error.static.none": MessageTemplate("Bu yolda hiçbir şey sunulmuyor; adresi kontrol edin."),
        "error.static.unreadable": MessageTemplate("Statik bir dosya okunamadı; yeniden deneyin."),
        "error.websocket.version": MessageTemplate(
          "Bu sunucu yalnızca WebSocket sürüm 13 konuşur; `Sec-WebSocket-Version: 13` gönderin."),
        "error.admin.only": MessageTemplate(
          "Bunu yalnızca bir yönetici yapabilir; bu Visor'ın bir yöneticisine sorun."),
        "error.auth.bearer": MessageTemplate("Authorization başlığı `Bearer <token>` olmalı."),
        "error.websocket.crossSite": MessageTemplate(
          "Web oturumuyla açılan bir WebSocket bu Visor'ın kendi sayfalarından açılmalı; diğer istemciler `Authorization: Bearer <token>` gönderir."
        ),
        "error.path.nothing": MessageTemplate("{path} adresinde hiçbir şey yok; API'nin yolları README'de."),
        "error.token.notFound": MessageTemplate(
          "Bu kimlikte bir belirteç yok; belirteçlerinizi GET /api/v1/tokens ile listeleyin."),
        "error.user.deleteSelf": MessageTemplate("Kendi hesabınızı silmek için DELETE /api/v1/me kullanın."),
        "error.user.notFound": MessageTemplate(
          "Bu kimlikte bir kullanıcı yok; kullanıcıları GET /api/v1/admin/users ile listeleyin."),
        "error.analyze.audioMissing": MessageTemplate(
          "\"audio\" alanı zorunlu: bir kayıt ekleyin (WebM, MP4/AAC, MP3, WAV ya da Ogg)."),
        "error.analyze.mediaType": MessageTemplate(
          "multipart/form-data (image, prompt ya da audio, speak, voice, format alanları) ya da \"imageBase64\" içeren JSON gönderin."
        ),
        "error.analyze.imageBase64Missing": MessageTemplate(
          "\"imageBase64\" alanı zorunlu: base64 ile kodlanmış fotoğraf."),
        "error.followUp.mediaType": MessageTemplate(
          "JSON {example} ya da multipart/form-data (prompt ya da audio, speak, voice, format alanları) gönderin."
        ),
        "error.field.trueOrFalse": MessageTemplate("\"{field}\" alanı true ya da false olmalı."),
        "error.chat.modelField": MessageTemplate(
          "\"model\" alanı GET /api/v1/models içindeki bir sohbet modelini belirtmeli."),
        "error.chat.contentMissing": MessageTemplate("\"content\" alanı zorunlu: gönderilecek ileti."),
        "error.query.trueOrFalse": MessageTemplate("\"{name}\" sorgu parametresi true ya da false olmalı."),
        "error.classifier.mediaType": MessageTemplate(
          "Sınıflandırıcıyı model (.onnx dosyası), labels ve name alanlarıyla multipart/form-data olarak gönderin."
        ),
        "error.classifier.modelMissing": MessageTemplate("\"model\" alanı zorunlu: .onnx dosyasını ekleyin."),
        "error.classifier.labelsMissing": MessageTemplate(
          "\"labels\" alanı zorunlu: çıktı sırasıyla her satıra bir etiket."),
        "error.classifier.nameMissing": MessageTemplate("\"name\" alanı zorunlu (örneğin \"cute299\")."),
        "error.field.pixels": MessageTemplate("\"{field}\" alanı tam sayı olarak piksel değeri olmalı."),
        "error.teach.mediaType": MessageTemplate(
          "Bir \"name\" alanı ve \"photos\" adlı 1 ile 10 arası parça içeren multipart/form-data gönderin."),
        "error.teach.nameMissing": MessageTemplate(
          "\"name\" alanı zorunlu: fotoğraflarda kim (ya da ne) olduğu, örneğin \"Ana\"."),
        "error.help.closedShared": MessageTemplate(
          "Bu istek kapandı; fotoğrafı ve kayıtları artık paylaşılmıyor."),
        "error.help.eventStream": MessageTemplate(
          "Yardım olaylarını açmak için Accept: text/event-stream gönderin (EventSource bunu yapar)."),
        "error.image.missing": MessageTemplate(
          "\"image\" alanı zorunlu: bir fotoğraf ekleyin (JPEG, PNG, WebP, HEIC ya da GIF)."),
        "error.image.mediaType": MessageTemplate(
          "Fotoğrafı multipart/form-data (\"image\" alanı), \"imageBase64\" içeren JSON ya da image/* gövdesi olarak gönderin."
        ),
        "error.field.base64": MessageTemplate(
          "\"{field}\" alanı base64 ile kodlanmış baytlar olmalı (data: URL'si de olur)."),
        "error.crop.json": MessageTemplate(
          "\"crop\" alanı {example} gibi bir JSON olmalı (dik çevrilmiş fotoğrafın kesirleri)."),
        "error.id.notFound": MessageTemplate(
          "Bu kimlik yok ({what}); doğru kimliği bulmak için listeye bakın."),
        "error.id.what.analysis": MessageTemplate("analiz"),
        "error.id.what.call": MessageTemplate("arama"),
        "error.id.what.car": MessageTemplate("araba"),
        "error.id.what.chat": MessageTemplate("sohbet"),
        "error.id.what.face": MessageTemplate("yüz"),
        "error.id.what.helpRequest": MessageTemplate("yardım isteği"),
        "error.id.what.helperLink": MessageTemplate("yardımcı bağlantısı"),
        "error.id.what.image": MessageTemplate("görsel"),
        "error.id.what.message": MessageTemplate("ileti"),
        "error.id.what.photo": MessageTemplate("fotoğraf"),
        "error.id.what.record": MessageTemplate("kayıt"),
        "error.id.what.thing": MessageTemplate("eşya"),
        "error.id.what.token": MessageTemplate("belirteç"),
        "error.id.what.user": MessageTemplate("kullanıcı"),
        "error.tls.unreadable": MessageTemplate(
          "TLS sertifikası ya da anahtarı okunamıyor ({cert}, {key}); yolları ve izinleri kontrol edin."),
        "error.tls.selfSigned": MessageTemplate(
          "openssl ile kendinden imzalı bir sertifika oluşturulamadı; openssl kurun ya da --tls-cert ve --tls-key verin."
        ),
        "error.tls.noOpenssl": MessageTemplate(
          "openssl kurulu değil; kurun (apt-get install openssl) ya da --tls-cert ve --tls-key verin."),
        "error.internal.report": MessageTemplate(
          "Sunucuda bir şeyler ters gitti; yeniden deneyin, sürerse {requestID} istek kimliğini bildirin."),
        "error.shuttingDown": MessageTemplate(
          "Visor kapanıyor ve bu isteği bitmeden durdurdu; Visor geri geldiğinde yeniden gönderin."),
      ]
    case "ru":
      return [
        "error.proxy.notAddress": MessageTemplate(
          "--trusted-proxy должен быть IP-адресом или блоком CIDR, например 10.0.0.0/8 или fd00::/8, а не «{text}»."
        ),
        "error.proxy.prefix": MessageTemplate(
          "Префикс --trusted-proxy «{text}» должен быть числом от 0 до {max}."),
        "error.listen.inUse": MessageTemplate(
          "Порт {port} на {host} уже занят; остановите программу, которая его использует, или выберите другой порт."
        ),
        "error.listen.notPermitted": MessageTemplate(
          "Нет разрешения слушать порт {port} на {host}; выберите порт выше 1023 или запустите с нужными правами."
        ),
        "error.listen.failed": MessageTemplate(
          "Не удалось слушать {host}:{port} ({reason}); проверьте, что хост — локальный IP-адрес."),
        "error.listen.tls": MessageTemplate(
          "Не удалось запустить сервер HTTPS ({reason}); проверьте, что сертификат и ключ TLS — корректный PEM и подходят друг к другу."
        ),
        "error.listen.start": MessageTemplate(
          "Не удалось запустить сервер HTTP на {host}:{port} ({reason})."),
        "error.json.empty": MessageTemplate(
          "Тело запроса пустое; отправьте объект JSON, например {example}."),
        "error.json.notUTF8": MessageTemplate(
          "Тело запроса — не корректный UTF-8; отправьте JSON в кодировке UTF-8."),
        "error.json.syntax": MessageTemplate(
          "Тело запроса — не корректный JSON; проверьте, не пропущены ли кавычки, запятые или скобки."),
        "error.json.notObject": MessageTemplate(
          "Тело запроса должно быть объектом JSON ({object}), а не массивом или отдельным значением."),
        "error.json.unknownField": MessageTemplate(
          "Поле «{field}» не распознано; уберите его. Допустимые поля: {allowed}."),
        "error.json.none": MessageTemplate("нет"),
        "error.json.tooDeep": MessageTemplate(
          "Тело JSON вкладывает массивы или объекты глубже {depth} уровней; упростите его."),
        "error.json.required": MessageTemplate("Поле «{field}» обязательно; добавьте его в тело запроса."),
        "error.json.wrongType": MessageTemplate("У поля «{field}» неверный тип; отправьте: {type}."),
        "error.json.null": MessageTemplate("Поле «{field}» не может быть null; отправьте: {type}."),
        "error.json.syntaxShort": MessageTemplate("Тело запроса — не корректный JSON; проверьте синтаксис."),
        "error.json.invalidValue": MessageTemplate("У поля «{field}» недопустимое значение: {reason}"),
        "error.json.invalidField": MessageTemplate("В теле запроса недопустимое поле; сверьте его с API."),
        "error.json.type.string": MessageTemplate("строку"),
        "error.json.type.bool": MessageTemplate("true или false"),
        "error.json.type.integer": MessageTemplate("целое число"),
        "error.json.type.number": MessageTemplate("число"),
        "error.json.type.date": MessageTemplate("дату ISO 8601 строкой"),
        "error.json.type.array": MessageTemplate("массив"),
        "error.json.type.object": MessageTemplate("объект"),
        "error.json.type.other": MessageTemplate("значение документированного типа"),
        "error.json.mediaType": MessageTemplate(
          "Этот адрес принимает JSON; отправьте тело с Content-Type: application/json (получено: {got})."),
        "error.multipart.noBoundary": MessageTemplate(
          "В Content-Type нет границы multipart; отправьте multipart/form-data с параметром boundary."),
        "error.multipart.malformed": MessageTemplate(
          "Тело multipart/form-data повреждено ({reason}); отправьте полное тело multipart."),
        "error.multipart.mediaType": MessageTemplate(
          "Этот адрес принимает multipart/form-data; отправьте файл полем формы."),
        "error.route.none": MessageTemplate("Нет маршрута для {method} {path}; проверьте путь."),
        "error.route.method": MessageTemplate(
          "{method} здесь не разрешён; используйте один из методов: {allowed}."),
        "error.static.none": MessageTemplate("По этому пути ничего нет; проверьте адрес."),
        "error.static.unreadable": MessageTemplate(
          "Не удалось прочитать статический файл; попробуйте ещё раз."),
        "error.websocket.version": MessageTemplate(
          "Этот сервер поддерживает только WebSocket версии 13; отправьте `Sec-WebSocket-Version: 13`."),
        "error.admin.only": MessageTemplate(
          "Это может сделать только администратор; обратитесь к администратору этого Visor."),
        "error.auth.bearer": MessageTemplate("Заголовок Authorization должен быть `Bearer <token>`."),
        "error.websocket.crossSite": MessageTemplate(
          "WebSocket с веб-сессией должен открываться страницами этого Visor; другие клиенты отправляют `Authorization: Bearer <token>`."
        ),
        "error.path.nothing": MessageTemplate("По адресу {path} ничего нет; пути API описаны в README."),
        "error.token.notFound": MessageTemplate(
          "Токена с таким id нет; список ваших токенов — GET /api/v1/tokens."),
        "error.user.deleteSelf": MessageTemplate(
          "Чтобы удалить свою учётную запись, используйте DELETE /api/v1/me."),
        "error.user.notFound": MessageTemplate(
          "Пользователя с таким id нет; список пользователей — GET /api/v1/admin/users."),
        "error.analyze.audioMissing": MessageTemplate(
          "Поле «audio» обязательно: приложите запись (WebM, MP4/AAC, MP3, WAV или Ogg)."),
        "error.analyze.mediaType": MessageTemplate(
          "Отправьте multipart/form-data (поля image, prompt или audio, speak, voice, format) или JSON с «imageBase64»."
        ),
        "error.analyze.imageBase64Missing": MessageTemplate(
          "Поле «imageBase64» обязательно: фото в кодировке base64."),
        "error.followUp.mediaType": MessageTemplate(
          "Отправьте JSON {example} или multipart/form-data (поля prompt или audio, speak, voice, format)."),
        "error.field.trueOrFalse": MessageTemplate("Поле «{field}» должно быть true или false."),
        "error.chat.modelField": MessageTemplate(
          "Поле «model» должно называть модель чата из GET /api/v1/models."),
        "error.chat.contentMissing": MessageTemplate(
          "Поле «content» обязательно: сообщение, которое нужно отправить."),
        "error.query.trueOrFalse": MessageTemplate("Параметр запроса «{name}» должен быть true или false."),
        "error.classifier.mediaType": MessageTemplate(
          "Отправьте классификатор как multipart/form-data с полями model (файл .onnx), labels и name."),
        "error.classifier.modelMissing": MessageTemplate("Поле «model» обязательно: приложите файл .onnx."),
        "error.classifier.labelsMissing": MessageTemplate(
          "Поле «labels» обязательно: по одной метке в строке, в порядке выходов."),
        "error.classifier.nameMissing": MessageTemplate("Поле «name» обязательно (например, «cute299»)."),
        "error.field.pixels": MessageTemplate("Поле «{field}» должно быть целым числом пикселей."),
        "error.teach.mediaType": MessageTemplate(
          "Отправьте multipart/form-data с полем «name» и от 1 до 10 частей с именем «photos»."),
        "error.teach.nameMissing": MessageTemplate(
          "Поле «name» обязательно: кто (или что) на фото, например «Ana»."),
        "error.help.closedShared": MessageTemplate(
          "Этот запрос закрыт, поэтому его фото и записи больше не доступны."),
        "error.help.eventStream": MessageTemplate(
          "Отправьте Accept: text/event-stream, чтобы открыть события помощи (EventSource так и делает)."),
        "error.image.missing": MessageTemplate(
          "Поле «image» обязательно: приложите фото (JPEG, PNG, WebP, HEIC или GIF)."),
        "error.image.mediaType": MessageTemplate(
          "Отправьте фото как multipart/form-data (поле «image»), как JSON с «imageBase64» или телом image/*."
        ),
        "error.field.base64": MessageTemplate(
          "Поле «{field}» должно содержать байты в base64 (подойдёт и URL data:)."),
        "error.crop.json": MessageTemplate(
          "Поле «crop» должно быть JSON вида {example} (доли выпрямленного фото)."),
        "error.id.notFound": MessageTemplate("Такого id нет ({what}); найдите правильный id в списке."),
        "error.id.what.analysis": MessageTemplate("анализ"),
        "error.id.what.call": MessageTemplate("звонок"),
        "error.id.what.car": MessageTemplate("машина"),
        "error.id.what.chat": MessageTemplate("чат"),
        "error.id.what.face": MessageTemplate("лицо"),
        "error.id.what.helpRequest": MessageTemplate("запрос помощи"),
        "error.id.what.helperLink": MessageTemplate("связь с помощником"),
        "error.id.what.image": MessageTemplate("изображение"),
        "error.id.what.message": MessageTemplate("сообщение"),
        "error.id.what.photo": MessageTemplate("фото"),
        "error.id.what.record": MessageTemplate("запись"),
        "error.id.what.thing": MessageTemplate("вещь"),
        "error.id.what.token": MessageTemplate("токен"),
        "error.id.what.user": MessageTemplate("пользователь"),
        "error.tls.unreadable": MessageTemplate(
          "Не удаётся прочитать сертификат или ключ TLS ({cert}, {key}); проверьте пути и права доступа."),
        "error.tls.selfSigned": MessageTemplate(
          "Не удалось создать самоподписанный сертификат с помощью openssl; установите openssl или укажите --tls-cert и --tls-key."
        ),
        "error.tls.noOpenssl": MessageTemplate(
          "openssl не установлен; установите его (apt-get install openssl) или укажите --tls-cert и --tls-key."
        ),
        "error.internal.report": MessageTemplate(
          "На сервере что-то пошло не так; попробуйте ещё раз, а если это повторяется, сообщите id запроса {requestID}."
        ),
        "error.shuttingDown": MessageTemplate(
          "Visor завершает работу и прервал этот запрос до конца; отправьте его снова, когда Visor вернётся."),
      ]
    case "ar":
      return [
        "error.proxy.notAddress": MessageTemplate(
          "يجب أن يكون ‎--trusted-proxy‎ عنوان IP أو كتلة CIDR مثل 10.0.0.0/8 أو fd00::/8، وليس \"{text}\"."),
        "error.proxy.prefix": MessageTemplate(
          "يجب أن تكون البادئة في ‎--trusted-proxy‎ \"{text}\" رقمًا من 0 إلى {max}."),
        "error.listen.inUse": MessageTemplate(
          "المنفذ {port} على {host} مستخدم بالفعل؛ أوقف البرنامج الآخر الذي يستخدمه أو اختر منفذًا آخر."),
        "error.listen.notPermitted": MessageTemplate(
          "غير مسموح بالاستماع على المنفذ {port} في {host}؛ اختر منفذًا أعلى من 1023 أو شغّل بالإذن اللازم."),
        "error.listen.failed": MessageTemplate(
          "تعذّر الاستماع على {host}:{port} ({reason})؛ تحقّق من أن المضيف عنوان IP محلي."),
        "error.listen.tls": MessageTemplate(
          "تعذّر تشغيل خادم HTTPS ({reason})؛ تحقّق من أن شهادة TLS ومفتاحها بصيغة PEM صالحة ومتطابقان."),
        "error.listen.start": MessageTemplate("تعذّر تشغيل خادم HTTP على {host}:{port} ({reason})."),
        "error.json.empty": MessageTemplate("جسم الطلب فارغ؛ أرسل كائن JSON مثل {example}."),
        "error.json.notUTF8": MessageTemplate("جسم الطلب ليس UTF-8 صالحًا؛ أرسل JSON بترميز UTF-8."),
        "error.json.syntax": MessageTemplate(
          "جسم الطلب ليس JSON صالحًا؛ تحقّق من علامات الاقتباس أو الفواصل أو الأقواس الناقصة."),
        "error.json.notObject": MessageTemplate(
          "يجب أن يكون جسم الطلب كائن JSON ({object})، لا مصفوفة ولا قيمة منفردة."),
        "error.json.unknownField": MessageTemplate(
          "الحقل \"{field}\" غير معروف؛ احذفه. الحقول المسموح بها: {allowed}."),
        "error.json.none": MessageTemplate("لا شيء"),
        "error.json.tooDeep": MessageTemplate(
          "يتداخل جسم JSON بمصفوفات أو كائنات لأكثر من {depth} مستوى؛ بسّطه."),
        "error.json.required": MessageTemplate("الحقل \"{field}\" مطلوب؛ أضفه إلى جسم الطلب."),
        "error.json.wrongType": MessageTemplate("نوع الحقل \"{field}\" خاطئ؛ أرسل {type}."),
        "error.json.null": MessageTemplate("لا يجوز أن يكون الحقل \"{field}\" قيمة null؛ أرسل {type}."),
        "error.json.syntaxShort": MessageTemplate("جسم الطلب ليس JSON صالحًا؛ تحقّق من صياغته."),
        "error.json.invalidValue": MessageTemplate("قيمة الحقل \"{field}\" غير صالحة: {reason}"),
        "error.json.invalidField": MessageTemplate("في جسم الطلب حقل غير صالح؛ قارنه بالـAPI."),
        "error.json.type.string": MessageTemplate("نصًا (string)"),
        "error.json.type.bool": MessageTemplate("true أو false"),
        "error.json.type.integer": MessageTemplate("عددًا صحيحًا"),
        "error.json.type.number": MessageTemplate("رقمًا"),
        "error.json.type.date": MessageTemplate("تاريخًا بصيغة ISO 8601 نصًا"),
        "error.json.type.array": MessageTemplate("مصفوفة"),
        "error.json.type.object": MessageTemplate("كائنًا"),
        "error.json.type.other": MessageTemplate("قيمة من النوع الموثّق"),
        "error.json.mediaType": MessageTemplate(
          "تقبل نقطة النهاية هذه JSON؛ أرسل الجسم مع Content-Type: application/json (وصل: {got})."),
        "error.multipart.noBoundary": MessageTemplate(
          "لا يحوي Content-Type حدّ multipart؛ أرسل multipart/form-data مع المعامل boundary."),
        "error.multipart.malformed": MessageTemplate(
          "جسم multipart/form-data تالف ({reason})؛ أرسل جسم multipart كاملًا."),
        "error.multipart.mediaType": MessageTemplate(
          "تقبل نقطة النهاية هذه multipart/form-data؛ أرسل الملف حقلًا في النموذج."),
        "error.route.none": MessageTemplate("لا يوجد مسار يطابق {method} {path}؛ تحقّق من المسار."),
        "error.route.method": MessageTemplate("{method} غير مسموح هنا؛ استخدم أحد هذه: {allowed}."),
        "error.static.none": MessageTemplate("لا شيء في هذا المسار؛ تحقّق من العنوان."),
        "error.static.unreadable": MessageTemplate("تعذّرت قراءة ملف ثابت؛ حاول مرة أخرى."),
        "error.websocket.version": MessageTemplate(
          "هذا الخادم يدعم WebSocket الإصدار 13 فقط؛ أرسل `Sec-WebSocket-Version: 13`."),
        "error.admin.only": MessageTemplate("لا يستطيع ذلك إلا المسؤول؛ اطلب من مسؤول هذا الـVisor."),
        "error.auth.bearer": MessageTemplate("يجب أن تكون ترويسة Authorization بالشكل `Bearer <token>`."),
        "error.websocket.crossSite": MessageTemplate(
          "يجب أن تفتح صفحاتُ هذا الـVisor نفسها أيَّ WebSocket يستخدم جلسة الويب؛ أما العملاء الآخرون فيرسلون `Authorization: Bearer <token>`."
        ),
        "error.path.nothing": MessageTemplate("لا شيء في {path}؛ راجع الـREADME لمسارات الـAPI."),
        "error.token.notFound": MessageTemplate(
          "لا يوجد رمز بهذا المعرّف؛ اعرض رموزك عبر GET /api/v1/tokens."),
        "error.user.deleteSelf": MessageTemplate("استخدم DELETE /api/v1/me لحذف حسابك."),
        "error.user.notFound": MessageTemplate(
          "لا يوجد مستخدم بهذا المعرّف؛ اعرض المستخدمين عبر GET /api/v1/admin/users."),
        "error.analyze.audioMissing": MessageTemplate(
          "الحقل \"audio\" مطلوب: أرفق تسجيلًا (WebM أو MP4/AAC أو MP3 أو WAV أو Ogg)."),
        "error.analyze.mediaType": MessageTemplate(
          "أرسل multipart/form-data (الحقول image وprompt أو audio وspeak وvoice وformat) أو JSON فيه \"imageBase64\"."
        ),
        "error.analyze.imageBase64Missing": MessageTemplate(
          "الحقل \"imageBase64\" مطلوب: الصورة بترميز base64."),
        "error.followUp.mediaType": MessageTemplate(
          "أرسل JSON {example} أو multipart/form-data (الحقول prompt أو audio وspeak وvoice وformat)."),
        "error.field.trueOrFalse": MessageTemplate("يجب أن يكون الحقل \"{field}\" true أو false."),
        "error.chat.modelField": MessageTemplate(
          "يجب أن يسمّي الحقل \"model\" نموذج محادثة من GET /api/v1/models."),
        "error.chat.contentMissing": MessageTemplate("الحقل \"content\" مطلوب: الرسالة المراد إرسالها."),
        "error.query.trueOrFalse": MessageTemplate("يجب أن يكون معامل الاستعلام \"{name}\" true أو false."),
        "error.classifier.mediaType": MessageTemplate(
          "أرسل المصنِّف بصيغة multipart/form-data مع الحقول model (ملف ‎.onnx‎) وlabels وname."),
        "error.classifier.modelMissing": MessageTemplate("الحقل \"model\" مطلوب: أرفق ملف ‎.onnx‎."),
        "error.classifier.labelsMissing": MessageTemplate(
          "الحقل \"labels\" مطلوب: تسمية واحدة في كل سطر، بترتيب المخرجات."),
        "error.classifier.nameMissing": MessageTemplate("الحقل \"name\" مطلوب (مثل \"cute299\")."),
        "error.field.pixels": MessageTemplate("يجب أن يكون الحقل \"{field}\" عددًا صحيحًا من البكسلات."),
        "error.teach.mediaType": MessageTemplate(
          "أرسل multipart/form-data فيه حقل \"name\" ومن 1 إلى 10 أجزاء باسم \"photos\"."),
        "error.teach.nameMissing": MessageTemplate(
          "الحقل \"name\" مطلوب: من (أو ما) تُظهره الصور، مثل \"Ana\"."),
        "error.help.closedShared": MessageTemplate("هذا الطلب مغلق، لذا لم تعد صورته وتسجيلاته مشتركة."),
        "error.help.eventStream": MessageTemplate(
          "أرسل Accept: text/event-stream لفتح أحداث المساعدة (يفعل ذلك EventSource)."),
        "error.image.missing": MessageTemplate(
          "الحقل \"image\" مطلوب: أرفق صورة (JPEG أو PNG أو WebP أو HEIC أو GIF)."),
        "error.image.mediaType": MessageTemplate(
          "أرسل الصورة بصيغة multipart/form-data (الحقل \"image\") أو JSON فيه \"imageBase64\" أو جسمًا من نوع image/*."
        ),
        "error.field.base64": MessageTemplate(
          "يجب أن يحوي الحقل \"{field}\" بايتات بترميز base64 (يصلح عنوان data: أيضًا)."),
        "error.crop.json": MessageTemplate(
          "يجب أن يكون الحقل \"crop\" JSON مثل {example} (كسور من الصورة المعدّلة الاتجاه)."),
        "error.id.notFound": MessageTemplate("لا يوجد هذا المعرّف ({what})؛ راجع القائمة لتجد المعرّف الصحيح."),
        "error.id.what.analysis": MessageTemplate("تحليل"),
        "error.id.what.call": MessageTemplate("مكالمة"),
        "error.id.what.car": MessageTemplate("سيارة"),
        "error.id.what.chat": MessageTemplate("محادثة"),
        "error.id.what.face": MessageTemplate("وجه"),
        "error.id.what.helpRequest": MessageTemplate("طلب مساعدة"),
        "error.id.what.helperLink": MessageTemplate("رابط مساعد"),
        "error.id.what.image": MessageTemplate("صورة"),
        "error.id.what.message": MessageTemplate("رسالة"),
        "error.id.what.photo": MessageTemplate("صورة"),
        "error.id.what.record": MessageTemplate("سجل"),
        "error.id.what.thing": MessageTemplate("غرض"),
        "error.id.what.token": MessageTemplate("رمز"),
        "error.id.what.user": MessageTemplate("مستخدم"),
        "error.tls.unreadable": MessageTemplate(
          "تتعذّر قراءة شهادة TLS أو مفتاحها ({cert}، {key})؛ تحقّق من المسارات والأذونات."),
        "error.tls.selfSigned": MessageTemplate(
          "تعذّر إنشاء شهادة موقّعة ذاتيًا بـopenssl؛ ثبّت openssl أو مرّر ‎--tls-cert‎ و‎--tls-key‎."),
        "error.tls.noOpenssl": MessageTemplate(
          "openssl غير مثبّت؛ ثبّته (apt-get install openssl) أو مرّر ‎--tls-cert‎ و‎--tls-key‎."),
        "error.internal.report": MessageTemplate(
          "حدث خطأ ما في الخادم؛ حاول مرة أخرى، وإن تكرّر فأبلغ عن معرّف الطلب {requestID}."),
        "error.shuttingDown": MessageTemplate(
          "يُغلَق Visor وقد أوقف هذا الطلب قبل أن ينتهي؛ أرسله مرة أخرى عندما يعود Visor."),
      ]
    default: return [:]
    }
  }
}
