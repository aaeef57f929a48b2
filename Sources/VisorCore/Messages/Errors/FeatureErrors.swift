import Foundation

extension MessageCatalogue {
  /// Error sentences of the features a person uses: analysis, classification, chats, recognition, faces, helpers, images, speech, live, search, and how to add a model (VisorFeatures), in every language. Built for one
  /// language when its catalogue is first used, so the others cost no memory.
  static func featureErrors(_ code: String) -> [MessageID: MessageTemplate] {
    switch code {
    case "en":
      return [
        "error.configure.imageGeneration": MessageTemplate(
          "No image generation model is configured; set VISOR_OPENAI_API_KEY (OpenAI images) or point --provider-url at an OpenAI-compatible server with an images API, then restart Visor."
        ),
        "error.configure.vision": MessageTemplate(
          "No vision-language model is configured; set VISOR_OPENAI_API_KEY or VISOR_GEMINI_API_KEY, or --provider-url with --provider-vision-model (e.g. an Ollama llava), then restart Visor."
        ),
        "error.configure.scene": MessageTemplate(
          "No scene model is available; run `make run` (or scripts/setup.sh) to install the local models, or configure a provider."
        ),
        "error.configure.chat": MessageTemplate(
          "No chat model is available; run `make run` (or scripts/setup.sh) to install the local models, or configure a provider."
        ),
        "error.configure.structured": MessageTemplate(
          "No structured model is available; run `make run` (or scripts/setup.sh) to install the local models, or configure a provider."
        ),
        "error.configure.speech": MessageTemplate(
          "No speech model is available; run `make run` (or scripts/setup.sh) to install the local models, or configure a provider."
        ),
        "error.configure.transcription": MessageTemplate(
          "No transcription model is available; run `make run` (or scripts/setup.sh) to install the local models, or configure a provider."
        ),
        "error.configure.classification": MessageTemplate(
          "No classification model is available; run `make run` (or scripts/setup.sh) to install the local models, or configure a provider."
        ),
        "error.analysis.imageNotFound": MessageTemplate(
          "No analysis image with that id; list yours with GET /api/v1/analyses."),
        "error.analysis.promptAndAudio": MessageTemplate(
          "Send either a typed \"prompt\" or a spoken question \"audio\", not both."),
        "error.analysis.noEngine": MessageTemplate(
          "Neither a vision provider nor the offline classifier is available. {howTo}"),
        "error.analysis.silent": MessageTemplate(
          "The spoken question is silent; hold the shutter while you speak, or type the question."),
        "error.analysis.notFoundDeleted": MessageTemplate(
          "No analysis with that id (it may have been deleted); list yours with GET /api/v1/analyses."),
        "error.analysis.emptyQuestion": MessageTemplate(
          "The question is empty; type what you want to know about the photo, or send \"audio\"."),
        "error.analysis.followUpNotSaved": MessageTemplate("The follow-up answer was not saved; ask again."),
        "error.model.unknown": MessageTemplate("There is no model \"{id}\"."),
        "error.model.cannotSee": MessageTemplate(
          "The model \"{id}\" cannot see photos; pick a model with \"vision\" or \"scene\" in GET /api/v1/models."
        ),
        "error.analysis.noModelSees": MessageTemplate(
          "No model can look at photos: the offline scene engine is not installed and no vision provider is configured. Run `make run` to install the local models, or set VISOR_OPENAI_API_KEY."
        ),
        "error.field.format": MessageTemplate("Field \"format\" must be mp3, opus or wav, not \"{text}\"."),
        "error.channel.photo": MessageTemplate("Attach a photo to answer this channel."),
        "error.chat.tooManyTokens": MessageTemplate(
          "This message is about {tokens} tokens, more than the model can read at once (about {limit} tokens, roughly {characters} characters); shorten it or pick a model with a larger context."
        ),
        "error.chat.unknownModel": MessageTemplate(
          "There is no chat model \"{id}\"; models that can chat: {names}. See GET /api/v1/models."),
        "error.chat.modelUnavailable": MessageTemplate(
          "The model \"{id}\" is not available here ({note}); models that can chat: {names}."),
        "error.model.notInstalled": MessageTemplate("not installed"),
        "error.chat.titleTooLong": MessageTemplate(
          "Field \"title\" can be at most {limit} characters; shorten it."),
        "error.chat.noImage": MessageTemplate(
          "That message has no image; open the chat to see its messages."),
        "error.chat.empty": MessageTemplate(
          "The message is empty; type something to send (an image alone needs a question too)."),
        "error.chat.tooLong": MessageTemplate(
          "The message has {count} characters; the limit is {limit}. Shorten it or split it into several messages."
        ),
        "error.chat.cannotSee.none": MessageTemplate(
          "The chat's model \"{id}\" cannot see images; no model here can (configure a vision provider, e.g. VISOR_OPENAI_API_KEY)."
        ),
        "error.chat.cannotSee.some": MessageTemplate(
          "The chat's model \"{id}\" cannot see images; models that can: {models}. Change the chat's model or start a new chat with one."
        ),
        "error.model.cannotChat": MessageTemplate("The model {id} cannot chat on this Visor."),
        "error.schema.notObject": MessageTemplate(
          "The JSON schema for structured output must be a JSON Schema object."),
        "error.schema.noMatch": MessageTemplate(
          "The model {id} answered twice without JSON that matches the requested schema ({problem}). Try again, keep the schema small, or use a model that supports structured output."
        ),
        "error.schema.noJSON": MessageTemplate("no JSON"),
        "error.classifier.channels": MessageTemplate(
          "{option} must be one number or three comma-separated numbers (R,G,B), e.g. 0.485,0.456,0.406."),
        "error.classifier.fileMissing": MessageTemplate(
          "The custom classifier {name} has no {file} in the blob store; remove it and add it again."),
        "error.classifier.name": MessageTemplate(
          "The classifier name must be 1–40 lowercase letters, digits, - or _ starting with a letter or digit (e.g. \"cute299\")."
        ),
        "error.classifier.inputSize": MessageTemplate(
          "The input size must be from 16 to 1024 pixels, not {size}."),
        "error.classifier.resize": MessageTemplate(
          "resize must be 0 (stretch) or at least the input size ({size}), not {resize}."),
        "error.classifier.meanStd": MessageTemplate(
          "mean and std need three numbers each, and std must not be 0."),
        "error.classifier.labelsEmpty": MessageTemplate(
          "The labels file is empty; give one label per line, in output order."),
        "error.classifier.modelEmpty": MessageTemplate(
          "The model file is empty; give an ONNX file (model.onnx)."),
        "error.classifier.exists": MessageTemplate(
          "A classifier named \"{name}\" already exists; remove it first (`visor models remove {name}`) or choose another name."
        ),
        "error.classifier.notONNX": MessageTemplate(
          "The model file is not an ONNX model (it does not start like an ONNX protobuf, and OpenCV could not load it). Export it with torch.onnx.export(…, opset_version=10) or tf2onnx, then add the .onnx file."
        ),
        "error.classifier.wrongShape": MessageTemplate(
          "The model does not run on a {size}×{size} RGB image (1×3×{size}×{size}, NCHW): {reason} Pass the size the model was exported with (--size / size)."
        ),
        "error.classifier.notFound": MessageTemplate(
          "There is no custom classifier \"{name}\"; only custom/<name> classifiers can be removed (see `visor models list`)."
        ),
        "error.classifier.adminOnly": MessageTemplate(
          "Only an admin can add classifiers; ask an admin of this Visor."),
        "error.classifier.none": MessageTemplate(
          "The model {id} has no classifier attached; see GET /api/v1/models."),
        "error.faces.photosMissing": MessageTemplate(
          "Send 1 to {max} photos as multipart parts named \"photos\"."),
        "error.faces.tooManyPhotos": MessageTemplate(
          "Send at most {max} photos at once ({count} were sent); 3 to 5 clear ones are enough."),
        "error.faces.noSuchPhoto": MessageTemplate(
          "No such photo of \"{name}\"; list the photos with GET /api/v1/{kinds}."),
        "error.faces.findTarget": MessageTemplate(
          "mode=find needs a \"target\": the name of a thing you taught, such as keys."),
        "error.faces.off": MessageTemplate(
          "Known people are turned off on this server; an admin can turn them on with --faces=true."),
        "error.faces.nameTooLong": MessageTemplate(
          "The name is {count} characters long; use at most {max}, such as a first name."),
        "error.faces.nameControl": MessageTemplate(
          "The name has control characters; send it as plain text on one line."),
        "error.faces.idNotFound": MessageTemplate(
          "No {what} with that id; list yours with GET /api/v1/{kinds}."),
        "error.faces.modelsMissing": MessageTemplate(
          "The face models are not installed on this server; the admin runs scripts/setup.sh and restarts Visor."
        ),
        "error.dataDir.unwritable": MessageTemplate(
          "Cannot create the data folder {path}; choose another with --data-dir."),
        "error.call.notFound": MessageTemplate("No call of yours has that id; see GET /api/v1/help/history."),
        "error.helper.usernameMissing": MessageTemplate(
          "Field \"username\" is required: the helper's username on this Visor."),
        "error.helper.invitationNotFound": MessageTemplate(
          "No invitation with that id is yours; see GET /api/v1/helpers."),
        "error.helper.linkNotFound": MessageTemplate(
          "No helper link with that id is yours; see GET /api/v1/helpers."),
        "error.help.questionTypedOrSpoken": MessageTemplate(
          "Send the question typed (prompt) or spoken (audio), not both."),
        "error.help.notSentToYou.open": MessageTemplate(
          "This request was not sent to you; only the helpers it went to can open it."),
        "error.help.answerTypedOrSpoken": MessageTemplate("Answer typed (text) or spoken (audio), not both."),
        "error.help.answerMissing": MessageTemplate(
          "Send the answer: {example}, or a recording in the multipart field \"audio\"."),
        "error.help.notYours": MessageTemplate(
          "No help request of yours has that id (it may already be deleted)."),
        "error.help.playAnswer": MessageTemplate(
          "Only the asker and the helper who answered can play the answer."),
        "error.help.noSuchMedia": MessageTemplate("This request has no such recording or photo."),
        "error.help.notSentToYou.take": MessageTemplate(
          "This request was not sent to you; only the helpers it went to can take or answer it."),
        "error.helper.tooMany.invitations": MessageTemplate(
          "Too many invitations in ten minutes ({count} at most); wait {seconds} seconds and try again."),
        "error.helper.tooMany.requests": MessageTemplate(
          "Too many requests to your helpers in ten minutes ({count} at most); wait {seconds} seconds and try again."
        ),
        "error.image.promptMissing": MessageTemplate(
          "Field \"prompt\" is required: describe the image to make."),
        "error.image.promptTooLong": MessageTemplate(
          "The prompt has {count} characters; the limit is {limit}. Shorten it."),
        "error.image.size": MessageTemplate("Field \"size\" must be one of {sizes} (got \"{got}\")."),
        "error.image.notFound": MessageTemplate(
          "No image with that id; list your images with GET /api/v1/images."),
        "error.image.fileMissing": MessageTemplate(
          "The image's file is missing; delete the image and generate it again."),
        "error.live.frameUnreadable": MessageTemplate(
          "The frame could not be decoded. Send a JPEG or PNG image."),
        "error.schema.unusable": MessageTemplate("The JSON schema is not usable: {detail}"),
        "error.recognizer.notFound": MessageTemplate(
          "There is no recogniser \"{name}\"; see GET /api/v1/recognizers (or `visor recognizers list`)."),
        "error.recognizer.adminOnly": MessageTemplate(
          "Only an admin can add recognisers; ask an admin of this Visor."),
        "error.recognizer.noEngine": MessageTemplate(
          "Neither a vision provider nor the offline classifier is available. {howTo} Or install the classifier with scripts/setup-classifier.sh."
        ),
        "error.recognizer.noJSON": MessageTemplate(
          "The vision model answered twice without usable JSON ({reason}) — try again, or configure a model that supports structured output."
        ),
        "error.record.notFoundDeleted": MessageTemplate(
          "No record with that id; it may have been deleted already."),
        "error.record.imageMissing": MessageTemplate(
          "The image of this record is missing; delete the record and identify the photo again."),
        "error.template.name": MessageTemplate(
          "The field \"name\" must be 2–32 lowercase letters, digits or hyphens starting with a letter (e.g. \"plant\")."
        ),
        "error.template.car": MessageTemplate("\"car\" is the built-in car recogniser; choose another name."),
        "error.template.title": MessageTemplate(
          "The field \"title\" must be 1–80 characters (e.g. \"Plant\")."),
        "error.template.prompt": MessageTemplate(
          "The field \"prompt\" must be 1–4000 characters saying what to identify in the photo."),
        "error.template.titleField": MessageTemplate(
          "The field \"titleField\" must name a string property of the schema; \"{field}\" is not one."),
        "error.cursor.invalid": MessageTemplate(
          "The cursor is not one this list gave; start again without it."),
        "error.speech.emptyText": MessageTemplate("Field \"text\" is empty; send the words to speak."),
        "error.speech.textTooLong": MessageTemplate(
          "Send at most 20 000 characters per request; split longer text."),
        "error.speech.noAudio": MessageTemplate("The speech model returned no audio; try again."),
        "error.chat.noneAvailable": MessageTemplate("none is available"),
        "error.live.unknownMode": MessageTemplate("There is no live mode \"{mode}\"; use one of {modes}."),
        "error.live.findNeedsTarget": MessageTemplate(
          "The find mode needs a target: person, text, barcode, face, or the name of a thing or person you taught (e.g. {example})."
        ),
        "error.live.unknownTarget": MessageTemplate(
          "There is no find target \"{target}\"; use one of {kinds}, or the name of a thing or person you taught (Settings → Things, Settings → People)."
        ),
        "error.live.targetOnlyForFind": MessageTemplate(
          "A target is only for the find mode; send {example} without one."),
        "error.live.notJSON": MessageTemplate(
          "That text message is not JSON; send an object such as {example}."),
        "error.live.notAnObject": MessageTemplate("A text message must be a JSON object such as {example}."),
        "error.live.missingField": MessageTemplate(
          "The message has no \"{field}\"; add it (see docs/live.md)."),
        "error.live.wrongType": MessageTemplate("\"{field}\" must be {expected}."),
        "error.live.unknownType": MessageTemplate(
          "There is no message type \"{type}\"; send one of \"mode\", \"ask\", \"speak\", \"voice\"."),
        "error.live.frameTooLarge": MessageTemplate(
          "That frame is {megabytes} MB, over the 2 MB limit; send smaller frames (768 px JPEGs are plenty)."),
        "error.live.textTooLarge": MessageTemplate(
          "That text message is {kilobytes} KB, over the 64 KB limit; send shorter messages."),
        "error.live.emptyFrame": MessageTemplate(
          "That frame is empty; send a JPEG or PNG image as a binary message."),
      ]
    case "es":
      return [
        "error.configure.imageGeneration": MessageTemplate(
          "No hay ningún modelo de generación de imágenes configurado; define VISOR_OPENAI_API_KEY (imágenes de OpenAI) o apunta --provider-url a un servidor compatible con OpenAI que tenga API de imágenes, y reinicia Visor."
        ),
        "error.configure.vision": MessageTemplate(
          "No hay ningún modelo de visión y lenguaje configurado; define VISOR_OPENAI_API_KEY o VISOR_GEMINI_API_KEY, o --provider-url con --provider-vision-model (por ejemplo un llava de Ollama), y reinicia Visor."
        ),
        "error.configure.scene": MessageTemplate(
          "No hay ningún modelo de escenas disponible; ejecuta `make run` (o scripts/setup.sh) para instalar los modelos locales, o configura un proveedor."
        ),
        "error.configure.chat": MessageTemplate(
          "No hay ningún modelo de chat disponible; ejecuta `make run` (o scripts/setup.sh) para instalar los modelos locales, o configura un proveedor."
        ),
        "error.configure.structured": MessageTemplate(
          "No hay ningún modelo de respuestas estructuradas disponible; ejecuta `make run` (o scripts/setup.sh) para instalar los modelos locales, o configura un proveedor."
        ),
        "error.configure.speech": MessageTemplate(
          "No hay ningún modelo de voz disponible; ejecuta `make run` (o scripts/setup.sh) para instalar los modelos locales, o configura un proveedor."
        ),
        "error.configure.transcription": MessageTemplate(
          "No hay ningún modelo de transcripción disponible; ejecuta `make run` (o scripts/setup.sh) para instalar los modelos locales, o configura un proveedor."
        ),
        "error.configure.classification": MessageTemplate(
          "No hay ningún modelo de clasificación disponible; ejecuta `make run` (o scripts/setup.sh) para instalar los modelos locales, o configura un proveedor."
        ),
        "error.analysis.imageNotFound": MessageTemplate(
          "No hay ninguna imagen de análisis con ese id; lista las tuyas con GET /api/v1/analyses."),
        "error.analysis.promptAndAudio": MessageTemplate(
          "Envía una pregunta escrita \"prompt\" o una hablada \"audio\", no las dos."),
        "error.analysis.noEngine": MessageTemplate(
          "No hay ni un proveedor de visión ni el clasificador sin conexión. {howTo}"),
        "error.analysis.silent": MessageTemplate(
          "La pregunta hablada no tiene sonido; mantén pulsado el disparador mientras hablas, o escribe la pregunta."
        ),
        "error.analysis.notFoundDeleted": MessageTemplate(
          "No hay ningún análisis con ese id (quizá se borró); lista los tuyos con GET /api/v1/analyses."),
        "error.analysis.emptyQuestion": MessageTemplate(
          "La pregunta está vacía; escribe qué quieres saber de la foto, o envía \"audio\"."),
        "error.analysis.followUpNotSaved": MessageTemplate(
          "La respuesta a la nueva pregunta no se guardó; vuelve a preguntar."),
        "error.model.unknown": MessageTemplate("No existe el modelo \"{id}\"."),
        "error.model.cannotSee": MessageTemplate(
          "El modelo \"{id}\" no puede ver fotos; elige un modelo con \"vision\" o \"scene\" en GET /api/v1/models."
        ),
        "error.analysis.noModelSees": MessageTemplate(
          "Ningún modelo puede mirar fotos: el motor de escenas sin conexión no está instalado y no hay un proveedor de visión configurado. Ejecuta `make run` para instalar los modelos locales, o define VISOR_OPENAI_API_KEY."
        ),
        "error.field.format": MessageTemplate("El campo \"format\" debe ser mp3, opus o wav, no \"{text}\"."),
        "error.channel.photo": MessageTemplate("Adjunta una foto para responder en este canal."),
        "error.chat.tooManyTokens": MessageTemplate(
          "Este mensaje ocupa unos {tokens} tokens, más de lo que el modelo puede leer de una vez (unos {limit} tokens, aproximadamente {characters} caracteres); acórtalo o elige un modelo con más contexto."
        ),
        "error.chat.unknownModel": MessageTemplate(
          "No existe el modelo de chat \"{id}\"; modelos que pueden chatear: {names}. Consulta GET /api/v1/models."
        ),
        "error.chat.modelUnavailable": MessageTemplate(
          "El modelo \"{id}\" no está disponible aquí ({note}); modelos que pueden chatear: {names}."),
        "error.model.notInstalled": MessageTemplate("no instalado"),
        "error.chat.titleTooLong": MessageTemplate(
          "El campo \"title\" admite como máximo {limit} caracteres; acórtalo."),
        "error.chat.noImage": MessageTemplate(
          "Ese mensaje no tiene imagen; abre el chat para ver sus mensajes."),
        "error.chat.empty": MessageTemplate(
          "El mensaje está vacío; escribe algo para enviar (una imagen sola también necesita una pregunta)."),
        "error.chat.tooLong": MessageTemplate(
          "El mensaje tiene {count} caracteres; el límite es {limit}. Acórtalo o divídelo en varios mensajes."
        ),
        "error.chat.cannotSee.none": MessageTemplate(
          "El modelo del chat \"{id}\" no puede ver imágenes; aquí ninguno puede (configura un proveedor de visión, por ejemplo VISOR_OPENAI_API_KEY)."
        ),
        "error.chat.cannotSee.some": MessageTemplate(
          "El modelo del chat \"{id}\" no puede ver imágenes; modelos que pueden: {models}. Cambia el modelo del chat o empieza uno nuevo con uno de ellos."
        ),
        "error.model.cannotChat": MessageTemplate("El modelo {id} no puede chatear en este Visor."),
        "error.schema.notObject": MessageTemplate(
          "El esquema JSON de la salida estructurada debe ser un objeto JSON Schema."),
        "error.schema.noMatch": MessageTemplate(
          "El modelo {id} respondió dos veces sin un JSON que cumpla el esquema pedido ({problem}). Inténtalo de nuevo, usa un esquema pequeño o un modelo que admita salida estructurada."
        ),
        "error.schema.noJSON": MessageTemplate("sin JSON"),
        "error.classifier.channels": MessageTemplate(
          "{option} debe ser un número o tres números separados por comas (R,G,B), por ejemplo 0.485,0.456,0.406."
        ),
        "error.classifier.fileMissing": MessageTemplate(
          "Al clasificador personalizado {name} le falta {file} en el almacén de archivos; quítalo y vuelve a añadirlo."
        ),
        "error.classifier.name": MessageTemplate(
          "El nombre del clasificador debe tener de 1 a 40 minúsculas, cifras, - o _, y empezar por letra o cifra (por ejemplo \"cute299\")."
        ),
        "error.classifier.inputSize": MessageTemplate(
          "El tamaño de entrada debe ser de 16 a 1024 píxeles, no {size}."),
        "error.classifier.resize": MessageTemplate(
          "resize debe ser 0 (estirar) o al menos el tamaño de entrada ({size}), no {resize}."),
        "error.classifier.meanStd": MessageTemplate(
          "mean y std necesitan tres números cada uno, y std no puede ser 0."),
        "error.classifier.labelsEmpty": MessageTemplate(
          "El archivo de etiquetas está vacío; pon una etiqueta por línea, en el orden de salida."),
        "error.classifier.modelEmpty": MessageTemplate(
          "El archivo del modelo está vacío; da un archivo ONNX (model.onnx)."),
        "error.classifier.exists": MessageTemplate(
          "Ya existe un clasificador llamado \"{name}\"; quítalo antes (`visor models remove {name}`) o elige otro nombre."
        ),
        "error.classifier.notONNX": MessageTemplate(
          "El archivo del modelo no es un modelo ONNX (no empieza como un protobuf ONNX y OpenCV no pudo cargarlo). Expórtalo con torch.onnx.export(…, opset_version=10) o tf2onnx y añade el archivo .onnx."
        ),
        "error.classifier.wrongShape": MessageTemplate(
          "El modelo no funciona con una imagen RGB de {size}×{size} (1×3×{size}×{size}, NCHW): {reason} Indica el tamaño con el que se exportó el modelo (--size / size)."
        ),
        "error.classifier.notFound": MessageTemplate(
          "No existe el clasificador personalizado \"{name}\"; solo se pueden quitar los clasificadores custom/<name> (mira `visor models list`)."
        ),
        "error.classifier.adminOnly": MessageTemplate(
          "Solo un administrador puede añadir clasificadores; pídeselo a un administrador de este Visor."),
        "error.classifier.none": MessageTemplate(
          "El modelo {id} no tiene ningún clasificador; consulta GET /api/v1/models."),
        "error.faces.photosMissing": MessageTemplate(
          "Envía de 1 a {max} fotos como partes multipart llamadas \"photos\"."),
        "error.faces.tooManyPhotos": MessageTemplate(
          "Envía como mucho {max} fotos a la vez (llegaron: {count}); con 3 a 5 claras basta."),
        "error.faces.noSuchPhoto": MessageTemplate(
          "No existe esa foto de \"{name}\"; lista las fotos con GET /api/v1/{kinds}."),
        "error.faces.findTarget": MessageTemplate(
          "mode=find necesita un \"target\": el nombre de un objeto que enseñaste, como llaves."),
        "error.faces.off": MessageTemplate(
          "Las personas conocidas están desactivadas en este servidor; un administrador puede activarlas con --faces=true."
        ),
        "error.faces.nameTooLong": MessageTemplate(
          "El nombre tiene {count} caracteres; usa como mucho {max}, por ejemplo un nombre de pila."),
        "error.faces.nameControl": MessageTemplate(
          "El nombre tiene caracteres de control; envíalo como texto simple en una sola línea."),
        "error.faces.idNotFound": MessageTemplate(
          "No existe ese id ({what}); lista los tuyos con GET /api/v1/{kinds}."),
        "error.faces.modelsMissing": MessageTemplate(
          "Los modelos de caras no están instalados en este servidor; el administrador ejecuta scripts/setup.sh y reinicia Visor."
        ),
        "error.dataDir.unwritable": MessageTemplate(
          "No se puede crear la carpeta de datos {path}; elige otra con --data-dir."),
        "error.call.notFound": MessageTemplate(
          "Ninguna de tus llamadas tiene ese id; consulta GET /api/v1/help/history."),
        "error.helper.usernameMissing": MessageTemplate(
          "El campo \"username\" es obligatorio: el nombre de usuario del ayudante en este Visor."),
        "error.helper.invitationNotFound": MessageTemplate(
          "Ninguna invitación tuya tiene ese id; consulta GET /api/v1/helpers."),
        "error.helper.linkNotFound": MessageTemplate(
          "Ningún enlace con ayudantes tuyo tiene ese id; consulta GET /api/v1/helpers."),
        "error.help.questionTypedOrSpoken": MessageTemplate(
          "Envía la pregunta escrita (prompt) o hablada (audio), no las dos."),
        "error.help.notSentToYou.open": MessageTemplate(
          "Esta petición no se te envió a ti; solo pueden abrirla los ayudantes que la recibieron."),
        "error.help.answerTypedOrSpoken": MessageTemplate(
          "Responde por escrito (text) o hablando (audio), no las dos cosas."),
        "error.help.answerMissing": MessageTemplate(
          "Envía la respuesta: {example}, o una grabación en el campo multipart \"audio\"."),
        "error.help.notYours": MessageTemplate(
          "Ninguna petición de ayuda tuya tiene ese id (quizá ya se borró)."),
        "error.help.playAnswer": MessageTemplate(
          "Solo quien preguntó y el ayudante que respondió pueden reproducir la respuesta."),
        "error.help.noSuchMedia": MessageTemplate("Esta petición no tiene esa grabación ni esa foto."),
        "error.help.notSentToYou.take": MessageTemplate(
          "Esta petición no se te envió a ti; solo pueden atenderla o responderla los ayudantes que la recibieron."
        ),
        "error.helper.tooMany.invitations": MessageTemplate(
          "Demasiadas invitaciones en diez minutos (máximo: {count}); espera {seconds} s y vuelve a intentarlo."
        ),
        "error.helper.tooMany.requests": MessageTemplate(
          "Demasiadas peticiones a tus ayudantes en diez minutos (máximo: {count}); espera {seconds} s y vuelve a intentarlo."
        ),
        "error.image.promptMissing": MessageTemplate(
          "El campo \"prompt\" es obligatorio: describe la imagen que quieres crear."),
        "error.image.promptTooLong": MessageTemplate(
          "La descripción tiene {count} caracteres; el límite es {limit}. Acórtala."),
        "error.image.size": MessageTemplate(
          "El campo \"size\" debe ser uno de estos: {sizes} (llegó \"{got}\")."),
        "error.image.notFound": MessageTemplate(
          "No hay ninguna imagen con ese id; lista tus imágenes con GET /api/v1/images."),
        "error.image.fileMissing": MessageTemplate(
          "Falta el archivo de la imagen; bórrala y vuelve a generarla."),
        "error.live.frameUnreadable": MessageTemplate(
          "No se pudo decodificar el fotograma. Envía una imagen JPEG o PNG."),
        "error.schema.unusable": MessageTemplate("El esquema JSON no se puede usar: {detail}"),
        "error.recognizer.notFound": MessageTemplate(
          "No existe el reconocedor \"{name}\"; consulta GET /api/v1/recognizers (o `visor recognizers list`)."
        ),
        "error.recognizer.adminOnly": MessageTemplate(
          "Solo un administrador puede añadir reconocedores; pídeselo a un administrador de este Visor."),
        "error.recognizer.noEngine": MessageTemplate(
          "No hay ni un proveedor de visión ni el clasificador sin conexión. {howTo} O instala el clasificador con scripts/setup-classifier.sh."
        ),
        "error.recognizer.noJSON": MessageTemplate(
          "El modelo de visión respondió dos veces sin un JSON útil ({reason}): inténtalo de nuevo o configura un modelo que admita salida estructurada."
        ),
        "error.record.notFoundDeleted": MessageTemplate(
          "No hay ningún registro con ese id; quizá ya se borró."),
        "error.record.imageMissing": MessageTemplate(
          "Falta la imagen de este registro; bórralo e identifica la foto otra vez."),
        "error.template.name": MessageTemplate(
          "El campo \"name\" debe tener de 2 a 32 minúsculas, cifras o guiones, y empezar por letra (por ejemplo \"plant\")."
        ),
        "error.template.car": MessageTemplate(
          "\"car\" es el reconocedor de coches integrado; elige otro nombre."),
        "error.template.title": MessageTemplate(
          "El campo \"title\" debe tener de 1 a 80 caracteres (por ejemplo \"Planta\")."),
        "error.template.prompt": MessageTemplate(
          "El campo \"prompt\" debe tener de 1 a 4000 caracteres que digan qué identificar en la foto."),
        "error.template.titleField": MessageTemplate(
          "El campo \"titleField\" debe nombrar una propiedad de texto del esquema; \"{field}\" no lo es."),
        "error.cursor.invalid": MessageTemplate(
          "El cursor no es uno que diera esta lista; empieza de nuevo sin él."),
        "error.speech.emptyText": MessageTemplate(
          "El campo \"text\" está vacío; envía las palabras que hay que decir."),
        "error.speech.textTooLong": MessageTemplate(
          "Envía como mucho 20 000 caracteres por petición; divide los textos más largos."),
        "error.speech.noAudio": MessageTemplate("El modelo de voz no devolvió audio; inténtalo de nuevo."),
        "error.chat.noneAvailable": MessageTemplate("no hay ninguno disponible"),
        "error.live.unknownMode": MessageTemplate(
          "No hay ningún modo en directo «{mode}»; usa uno de estos: {modes}."),
        "error.live.findNeedsTarget": MessageTemplate(
          "El modo de búsqueda necesita un objetivo: person, text, barcode, face, o el nombre de un objeto o de una persona que hayas enseñado (por ejemplo {example})."
        ),
        "error.live.unknownTarget": MessageTemplate(
          "No hay ningún objetivo de búsqueda «{target}»; usa uno de estos: {kinds}, o el nombre de un objeto o de una persona que hayas enseñado (Ajustes → Objetos, Ajustes → Personas)."
        ),
        "error.live.targetOnlyForFind": MessageTemplate(
          "Un objetivo solo sirve para el modo de búsqueda; envía {example} sin él."),
        "error.live.notJSON": MessageTemplate(
          "Ese mensaje de texto no es JSON; envía un objeto como {example}."),
        "error.live.notAnObject": MessageTemplate(
          "Un mensaje de texto debe ser un objeto JSON como {example}."),
        "error.live.missingField": MessageTemplate(
          "Al mensaje le falta «{field}»; añádelo (ver docs/live.md)."),
        "error.live.wrongType": MessageTemplate("«{field}» debe ser {expected}."),
        "error.live.unknownType": MessageTemplate(
          "No hay ningún tipo de mensaje «{type}»; envía uno de estos: \"mode\", \"ask\", \"speak\", \"voice\"."
        ),
        "error.live.frameTooLarge": MessageTemplate(
          "Ese fotograma ocupa {megabytes} MB, más del límite de 2 MB; envía fotogramas más pequeños (con JPEG de 768 px basta)."
        ),
        "error.live.textTooLarge": MessageTemplate(
          "Ese mensaje de texto ocupa {kilobytes} KB, más del límite de 64 KB; envía mensajes más cortos."),
        "error.live.emptyFrame": MessageTemplate(
          "Ese fotograma está vacío; envía una imagen JPEG o PNG como mensaje binario."),
      ]
    case "fr":
      return [
        "error.configure.imageGeneration": MessageTemplate(
          "Aucun modèle de génération d'images n'est configuré ; définissez VISOR_OPENAI_API_KEY (images OpenAI) ou pointez --provider-url vers un serveur compatible OpenAI doté d'une API d'images, puis redémarrez Visor."
        ),
        "error.configure.vision": MessageTemplate(
          "Aucun modèle vision-langage n'est configuré ; définissez VISOR_OPENAI_API_KEY ou VISOR_GEMINI_API_KEY, ou --provider-url avec --provider-vision-model (par exemple un llava d'Ollama), puis redémarrez Visor."
        ),
        "error.configure.scene": MessageTemplate(
          "Aucun modèle de scène n'est disponible ; lancez `make run` (ou scripts/setup.sh) pour installer les modèles locaux, ou configurez un fournisseur."
        ),
        "error.configure.chat": MessageTemplate(
          "Aucun modèle de discussion n'est disponible ; lancez `make run` (ou scripts/setup.sh) pour installer les modèles locaux, ou configurez un fournisseur."
        ),
        "error.configure.structured": MessageTemplate(
          "Aucun modèle de réponses structurées n'est disponible ; lancez `make run` (ou scripts/setup.sh) pour installer les modèles locaux, ou configurez un fournisseur."
        ),
        "error.configure.speech": MessageTemplate(
          "Aucun modèle de voix n'est disponible ; lancez `make run` (ou scripts/setup.sh) pour installer les modèles locaux, ou configurez un fournisseur."
        ),
        "error.configure.transcription": MessageTemplate(
          "Aucun modèle de transcription n'est disponible ; lancez `make run` (ou scripts/setup.sh) pour installer les modèles locaux, ou configurez un fournisseur."
        ),
        "error.configure.classification": MessageTemplate(
          "Aucun modèle de classification n'est disponible ; lancez `make run` (ou scripts/setup.sh) pour installer les modèles locaux, ou configurez un fournisseur."
        ),
        "error.analysis.imageNotFound": MessageTemplate(
          "Aucune image d'analyse avec cet id ; listez les vôtres avec GET /api/v1/analyses."),
        "error.analysis.promptAndAudio": MessageTemplate(
          "Envoyez soit une question écrite « prompt », soit une question parlée « audio », pas les deux."),
        "error.analysis.noEngine": MessageTemplate(
          "Ni fournisseur de vision ni classificateur hors ligne n'est disponible. {howTo}"),
        "error.analysis.silent": MessageTemplate(
          "La question parlée est silencieuse ; maintenez le déclencheur pendant que vous parlez, ou tapez la question."
        ),
        "error.analysis.notFoundDeleted": MessageTemplate(
          "Aucune analyse avec cet id (elle a peut-être été supprimée) ; listez les vôtres avec GET /api/v1/analyses."
        ),
        "error.analysis.emptyQuestion": MessageTemplate(
          "La question est vide ; tapez ce que vous voulez savoir sur la photo, ou envoyez « audio »."),
        "error.analysis.followUpNotSaved": MessageTemplate(
          "La réponse à la question de suivi n'a pas été enregistrée ; reposez la question."),
        "error.model.unknown": MessageTemplate("Le modèle « {id} » n'existe pas."),
        "error.model.cannotSee": MessageTemplate(
          "Le modèle « {id} » ne voit pas les photos ; choisissez un modèle avec « vision » ou « scene » dans GET /api/v1/models."
        ),
        "error.analysis.noModelSees": MessageTemplate(
          "Aucun modèle ne peut regarder les photos : le moteur de scène hors ligne n'est pas installé et aucun fournisseur de vision n'est configuré. Lancez `make run` pour installer les modèles locaux, ou définissez VISOR_OPENAI_API_KEY."
        ),
        "error.field.format": MessageTemplate(
          "Le champ « format » doit valoir mp3, opus ou wav, pas « {text} »."),
        "error.channel.photo": MessageTemplate("Joignez une photo pour répondre à ce canal."),
        "error.chat.tooManyTokens": MessageTemplate(
          "Ce message fait environ {tokens} jetons, plus que ce que le modèle peut lire d'un coup (environ {limit} jetons, soit à peu près {characters} caractères) ; raccourcissez-le ou choisissez un modèle au contexte plus grand."
        ),
        "error.chat.unknownModel": MessageTemplate(
          "Le modèle de discussion « {id} » n'existe pas ; modèles qui savent discuter : {names}. Voir GET /api/v1/models."
        ),
        "error.chat.modelUnavailable": MessageTemplate(
          "Le modèle « {id} » n'est pas disponible ici ({note}) ; modèles qui savent discuter : {names}."),
        "error.model.notInstalled": MessageTemplate("non installé"),
        "error.chat.titleTooLong": MessageTemplate(
          "Le champ « title » ne peut dépasser {limit} caractères ; raccourcissez-le."),
        "error.chat.noImage": MessageTemplate(
          "Ce message n'a pas d'image ; ouvrez la discussion pour voir ses messages."),
        "error.chat.empty": MessageTemplate(
          "Le message est vide ; tapez quelque chose à envoyer (une image seule demande aussi une question)."),
        "error.chat.tooLong": MessageTemplate(
          "Le message fait {count} caractères ; la limite est de {limit}. Raccourcissez-le ou découpez-le en plusieurs messages."
        ),
        "error.chat.cannotSee.none": MessageTemplate(
          "Le modèle de la discussion « {id} » ne voit pas les images ; aucun modèle ici ne le peut (configurez un fournisseur de vision, par exemple VISOR_OPENAI_API_KEY)."
        ),
        "error.chat.cannotSee.some": MessageTemplate(
          "Le modèle de la discussion « {id} » ne voit pas les images ; modèles qui le peuvent : {models}. Changez le modèle de la discussion ou commencez-en une avec l'un d'eux."
        ),
        "error.model.cannotChat": MessageTemplate("Le modèle {id} ne sait pas discuter sur ce Visor."),
        "error.schema.notObject": MessageTemplate(
          "Le schéma JSON de la sortie structurée doit être un objet JSON Schema."),
        "error.schema.noMatch": MessageTemplate(
          "Le modèle {id} a répondu deux fois sans JSON conforme au schéma demandé ({problem}). Réessayez, gardez un petit schéma ou utilisez un modèle qui gère la sortie structurée."
        ),
        "error.schema.noJSON": MessageTemplate("pas de JSON"),
        "error.classifier.channels": MessageTemplate(
          "{option} doit être un nombre ou trois nombres séparés par des virgules (R,G,B), par exemple 0.485,0.456,0.406."
        ),
        "error.classifier.fileMissing": MessageTemplate(
          "Il manque {file} au classificateur personnalisé {name} dans le stockage ; retirez-le et ajoutez-le à nouveau."
        ),
        "error.classifier.name": MessageTemplate(
          "Le nom du classificateur doit compter 1 à 40 minuscules, chiffres, - ou _, et commencer par une lettre ou un chiffre (par exemple « cute299 »)."
        ),
        "error.classifier.inputSize": MessageTemplate(
          "La taille d'entrée doit aller de 16 à 1024 pixels, pas {size}."),
        "error.classifier.resize": MessageTemplate(
          "resize doit valoir 0 (étirer) ou au moins la taille d'entrée ({size}), pas {resize}."),
        "error.classifier.meanStd": MessageTemplate(
          "mean et std demandent trois nombres chacun, et std ne peut pas valoir 0."),
        "error.classifier.labelsEmpty": MessageTemplate(
          "Le fichier d'étiquettes est vide ; mettez une étiquette par ligne, dans l'ordre des sorties."),
        "error.classifier.modelEmpty": MessageTemplate(
          "Le fichier du modèle est vide ; fournissez un fichier ONNX (model.onnx)."),
        "error.classifier.exists": MessageTemplate(
          "Un classificateur nommé « {name} » existe déjà ; retirez-le d'abord (`visor models remove {name}`) ou choisissez un autre nom."
        ),
        "error.classifier.notONNX": MessageTemplate(
          "Le fichier du modèle n'est pas un modèle ONNX (il ne commence pas comme un protobuf ONNX et OpenCV n'a pas pu le charger). Exportez-le avec torch.onnx.export(…, opset_version=10) ou tf2onnx, puis ajoutez le fichier .onnx."
        ),
        "error.classifier.wrongShape": MessageTemplate(
          "Le modèle ne tourne pas sur une image RVB de {size}×{size} (1×3×{size}×{size}, NCHW) : {reason} Indiquez la taille avec laquelle le modèle a été exporté (--size / size)."
        ),
        "error.classifier.notFound": MessageTemplate(
          "Le classificateur personnalisé « {name} » n'existe pas ; seuls les classificateurs custom/<name> peuvent être retirés (voir `visor models list`)."
        ),
        "error.classifier.adminOnly": MessageTemplate(
          "Seul un administrateur peut ajouter des classificateurs ; demandez à un administrateur de ce Visor."
        ),
        "error.classifier.none": MessageTemplate(
          "Le modèle {id} n'a pas de classificateur ; voir GET /api/v1/models."),
        "error.faces.photosMissing": MessageTemplate(
          "Envoyez de 1 à {max} photos en parties multipart nommées « photos »."),
        "error.faces.tooManyPhotos": MessageTemplate(
          "Envoyez au plus {max} photos à la fois (reçues : {count}) ; 3 à 5 photos nettes suffisent."),
        "error.faces.noSuchPhoto": MessageTemplate(
          "Cette photo de « {name} » n'existe pas ; listez les photos avec GET /api/v1/{kinds}."),
        "error.faces.findTarget": MessageTemplate(
          "mode=find demande un « target » : le nom d'un objet que vous avez appris à Visor, comme clés."),
        "error.faces.off": MessageTemplate(
          "Les personnes connues sont désactivées sur ce serveur ; un administrateur peut les activer avec --faces=true."
        ),
        "error.faces.nameTooLong": MessageTemplate(
          "Le nom fait {count} caractères ; utilisez-en au plus {max}, par exemple un prénom."),
        "error.faces.nameControl": MessageTemplate(
          "Le nom contient des caractères de contrôle ; envoyez-le en texte simple sur une ligne."),
        "error.faces.idNotFound": MessageTemplate(
          "Cet id n'existe pas ({what}) ; listez les vôtres avec GET /api/v1/{kinds}."),
        "error.faces.modelsMissing": MessageTemplate(
          "Les modèles de visages ne sont pas installés sur ce serveur ; l'administrateur lance scripts/setup.sh et redémarre Visor."
        ),
        "error.dataDir.unwritable": MessageTemplate(
          "Impossible de créer le dossier de données {path} ; choisissez-en un autre avec --data-dir."),
        "error.call.notFound": MessageTemplate(
          "Aucun de vos appels n'a cet id ; voir GET /api/v1/help/history."),
        "error.helper.usernameMissing": MessageTemplate(
          "Le champ « username » est obligatoire : le nom d'utilisateur de l'aidant sur ce Visor."),
        "error.helper.invitationNotFound": MessageTemplate(
          "Aucune de vos invitations n'a cet id ; voir GET /api/v1/helpers."),
        "error.helper.linkNotFound": MessageTemplate(
          "Aucun de vos liens d'aidant n'a cet id ; voir GET /api/v1/helpers."),
        "error.help.questionTypedOrSpoken": MessageTemplate(
          "Envoyez la question écrite (prompt) ou parlée (audio), pas les deux."),
        "error.help.notSentToYou.open": MessageTemplate(
          "Cette demande ne vous a pas été envoyée ; seuls les aidants qui l'ont reçue peuvent l'ouvrir."),
        "error.help.answerTypedOrSpoken": MessageTemplate(
          "Répondez par écrit (text) ou à voix haute (audio), pas les deux."),
        "error.help.answerMissing": MessageTemplate(
          "Envoyez la réponse : {example}, ou un enregistrement dans le champ multipart « audio »."),
        "error.help.notYours": MessageTemplate(
          "Aucune de vos demandes d'aide n'a cet id (elle est peut-être déjà supprimée)."),
        "error.help.playAnswer": MessageTemplate(
          "Seuls la personne qui a demandé et l'aidant qui a répondu peuvent écouter la réponse."),
        "error.help.noSuchMedia": MessageTemplate("Cette demande n'a pas cet enregistrement ni cette photo."),
        "error.help.notSentToYou.take": MessageTemplate(
          "Cette demande ne vous a pas été envoyée ; seuls les aidants qui l'ont reçue peuvent la prendre ou y répondre."
        ),
        "error.helper.tooMany.invitations": MessageTemplate(
          "Trop d'invitations en dix minutes (au plus : {count}) ; attendez {seconds} s et réessayez."),
        "error.helper.tooMany.requests": MessageTemplate(
          "Trop de demandes à vos aidants en dix minutes (au plus : {count}) ; attendez {seconds} s et réessayez."
        ),
        "error.image.promptMissing": MessageTemplate(
          "Le champ « prompt » est obligatoire : décrivez l'image à créer."),
        "error.image.promptTooLong": MessageTemplate(
          "La description fait {count} caractères ; la limite est de {limit}. Raccourcissez-la."),
        "error.image.size": MessageTemplate(
          "Le champ « size » doit être l'une de ces valeurs : {sizes} (reçu « {got} »)."),
        "error.image.notFound": MessageTemplate(
          "Aucune image avec cet id ; listez vos images avec GET /api/v1/images."),
        "error.image.fileMissing": MessageTemplate(
          "Le fichier de l'image manque ; supprimez l'image et générez-la à nouveau."),
        "error.live.frameUnreadable": MessageTemplate(
          "L'image de la vidéo n'a pas pu être décodée. Envoyez une image JPEG ou PNG."),
        "error.schema.unusable": MessageTemplate("Le schéma JSON est inutilisable : {detail}"),
        "error.recognizer.notFound": MessageTemplate(
          "Le reconnaisseur « {name} » n'existe pas ; voir GET /api/v1/recognizers (ou `visor recognizers list`)."
        ),
        "error.recognizer.adminOnly": MessageTemplate(
          "Seul un administrateur peut ajouter des reconnaisseurs ; demandez à un administrateur de ce Visor."
        ),
        "error.recognizer.noEngine": MessageTemplate(
          "Ni fournisseur de vision ni classificateur hors ligne n'est disponible. {howTo} Ou installez le classificateur avec scripts/setup-classifier.sh."
        ),
        "error.recognizer.noJSON": MessageTemplate(
          "Le modèle de vision a répondu deux fois sans JSON utilisable ({reason}) : réessayez, ou configurez un modèle qui gère la sortie structurée."
        ),
        "error.record.notFoundDeleted": MessageTemplate(
          "Aucune fiche avec cet id ; elle a peut-être déjà été supprimée."),
        "error.record.imageMissing": MessageTemplate(
          "L'image de cette fiche manque ; supprimez la fiche et identifiez à nouveau la photo."),
        "error.template.name": MessageTemplate(
          "Le champ « name » doit compter 2 à 32 minuscules, chiffres ou tirets, et commencer par une lettre (par exemple « plant »)."
        ),
        "error.template.car": MessageTemplate(
          "« car » est le reconnaisseur de voitures intégré ; choisissez un autre nom."),
        "error.template.title": MessageTemplate(
          "Le champ « title » doit compter 1 à 80 caractères (par exemple « Plante »)."),
        "error.template.prompt": MessageTemplate(
          "Le champ « prompt » doit compter 1 à 4000 caractères disant quoi identifier sur la photo."),
        "error.template.titleField": MessageTemplate(
          "Le champ « titleField » doit nommer une propriété texte du schéma ; « {field} » n'en est pas une."),
        "error.cursor.invalid": MessageTemplate(
          "Ce curseur ne vient pas de cette liste ; recommencez sans lui."),
        "error.speech.emptyText": MessageTemplate("Le champ « text » est vide ; envoyez les mots à dire."),
        "error.speech.textTooLong": MessageTemplate(
          "Envoyez au plus 20 000 caractères par requête ; découpez les textes plus longs."),
        "error.speech.noAudio": MessageTemplate("Le modèle de voix n'a renvoyé aucun son ; réessayez."),
        "error.chat.noneAvailable": MessageTemplate("aucun n'est disponible"),
        "error.live.unknownMode": MessageTemplate(
          "Il n'existe pas de mode en direct « {mode} » ; utilisez l'un de ceux-ci : {modes}."),
        "error.live.findNeedsTarget": MessageTemplate(
          "Le mode recherche a besoin d'une cible : person, text, barcode, face, ou le nom d'un objet ou d'une personne que vous avez appris à Visor (par exemple {example})."
        ),
        "error.live.unknownTarget": MessageTemplate(
          "Il n'existe pas de cible de recherche « {target} » ; utilisez l'une de celles-ci : {kinds}, ou le nom d'un objet ou d'une personne que vous avez appris à Visor (Réglages → Objets, Réglages → Personnes)."
        ),
        "error.live.targetOnlyForFind": MessageTemplate(
          "Une cible ne sert qu'au mode recherche ; envoyez {example} sans cible."),
        "error.live.notJSON": MessageTemplate(
          "Ce message texte n'est pas du JSON ; envoyez un objet comme {example}."),
        "error.live.notAnObject": MessageTemplate(
          "Un message texte doit être un objet JSON comme {example}."),
        "error.live.missingField": MessageTemplate(
          "Le message n'a pas de « {field} » ; ajoutez-le (voir docs/live.md)."),
        "error.live.wrongType": MessageTemplate("« {field} » doit être {expected}."),
        "error.live.unknownType": MessageTemplate(
          "Il n'existe pas de type de message « {type} » ; envoyez l'un de ceux-ci : \"mode\", \"ask\", \"speak\", \"voice\"."
        ),
        "error.live.frameTooLarge": MessageTemplate(
          "Cette image fait {megabytes} Mo, au-delà de la limite de 2 Mo ; envoyez des images plus petites (des JPEG de 768 px suffisent)."
        ),
        "error.live.textTooLarge": MessageTemplate(
          "Ce message texte fait {kilobytes} Ko, au-delà de la limite de 64 Ko ; envoyez des messages plus courts."
        ),
        "error.live.emptyFrame": MessageTemplate(
          "Cette image est vide ; envoyez une image JPEG ou PNG dans un message binaire."),
      ]
    case "de":
      return [
        "error.configure.imageGeneration": MessageTemplate(
          "Kein Modell zur Bilderzeugung eingerichtet; setz VISOR_OPENAI_API_KEY (OpenAI-Bilder) oder richte --provider-url auf einen OpenAI-kompatiblen Server mit Bilder-API, dann starte Visor neu."
        ),
        "error.configure.vision": MessageTemplate(
          "Kein Bild-Sprach-Modell eingerichtet; setz VISOR_OPENAI_API_KEY oder VISOR_GEMINI_API_KEY oder --provider-url mit --provider-vision-model (z. B. ein llava von Ollama), dann starte Visor neu."
        ),
        "error.configure.scene": MessageTemplate(
          "Kein Szenenmodell verfügbar; führ `make run` (oder scripts/setup.sh) aus, um die lokalen Modelle zu installieren, oder richte einen Anbieter ein."
        ),
        "error.configure.chat": MessageTemplate(
          "Kein Chatmodell verfügbar; führ `make run` (oder scripts/setup.sh) aus, um die lokalen Modelle zu installieren, oder richte einen Anbieter ein."
        ),
        "error.configure.structured": MessageTemplate(
          "Kein Modell für strukturierte Antworten verfügbar; führ `make run` (oder scripts/setup.sh) aus, um die lokalen Modelle zu installieren, oder richte einen Anbieter ein."
        ),
        "error.configure.speech": MessageTemplate(
          "Kein Sprachausgabemodell verfügbar; führ `make run` (oder scripts/setup.sh) aus, um die lokalen Modelle zu installieren, oder richte einen Anbieter ein."
        ),
        "error.configure.transcription": MessageTemplate(
          "Kein Transkriptionsmodell verfügbar; führ `make run` (oder scripts/setup.sh) aus, um die lokalen Modelle zu installieren, oder richte einen Anbieter ein."
        ),
        "error.configure.classification": MessageTemplate(
          "Kein Klassifikationsmodell verfügbar; führ `make run` (oder scripts/setup.sh) aus, um die lokalen Modelle zu installieren, oder richte einen Anbieter ein."
        ),
        "error.analysis.imageNotFound": MessageTemplate(
          "Kein Analysebild mit dieser ID; liste deine mit GET /api/v1/analyses auf."),
        "error.analysis.promptAndAudio": MessageTemplate(
          "Sende entweder eine getippte Frage „prompt“ oder eine gesprochene „audio“, nicht beides."),
        "error.analysis.noEngine": MessageTemplate(
          "Weder ein Bildanbieter noch der Offline-Klassifikator ist verfügbar. {howTo}"),
        "error.analysis.silent": MessageTemplate(
          "Die gesprochene Frage ist stumm; halte den Auslöser gedrückt, während du sprichst, oder tipp die Frage."
        ),
        "error.analysis.notFoundDeleted": MessageTemplate(
          "Keine Analyse mit dieser ID (vielleicht wurde sie gelöscht); liste deine mit GET /api/v1/analyses auf."
        ),
        "error.analysis.emptyQuestion": MessageTemplate(
          "Die Frage ist leer; tipp, was du über das Foto wissen willst, oder sende „audio“."),
        "error.analysis.followUpNotSaved": MessageTemplate(
          "Die Antwort auf die Nachfrage wurde nicht gespeichert; frag noch einmal."),
        "error.model.unknown": MessageTemplate("Das Modell „{id}“ gibt es nicht."),
        "error.model.cannotSee": MessageTemplate(
          "Das Modell „{id}“ kann keine Fotos sehen; wähle ein Modell mit „vision“ oder „scene“ in GET /api/v1/models."
        ),
        "error.analysis.noModelSees": MessageTemplate(
          "Kein Modell kann Fotos ansehen: Die Offline-Szenenerkennung ist nicht installiert und kein Bildanbieter eingerichtet. Führ `make run` aus, um die lokalen Modelle zu installieren, oder setz VISOR_OPENAI_API_KEY."
        ),
        "error.field.format": MessageTemplate(
          "Das Feld „format“ muss mp3, opus oder wav sein, nicht „{text}“."),
        "error.channel.photo": MessageTemplate("Häng ein Foto an, um diesen Kanal zu beantworten."),
        "error.chat.tooManyTokens": MessageTemplate(
          "Diese Nachricht hat etwa {tokens} Tokens, mehr als das Modell auf einmal lesen kann (etwa {limit} Tokens, ungefähr {characters} Zeichen); kürz sie oder wähle ein Modell mit größerem Kontext."
        ),
        "error.chat.unknownModel": MessageTemplate(
          "Das Chatmodell „{id}“ gibt es nicht; Modelle, die chatten können: {names}. Siehe GET /api/v1/models."
        ),
        "error.chat.modelUnavailable": MessageTemplate(
          "Das Modell „{id}“ ist hier nicht verfügbar ({note}); Modelle, die chatten können: {names}."),
        "error.model.notInstalled": MessageTemplate("nicht installiert"),
        "error.chat.titleTooLong": MessageTemplate(
          "Das Feld „title“ darf höchstens {limit} Zeichen haben; kürz es."),
        "error.chat.noImage": MessageTemplate(
          "Diese Nachricht hat kein Bild; öffne den Chat, um seine Nachrichten zu sehen."),
        "error.chat.empty": MessageTemplate(
          "Die Nachricht ist leer; tipp etwas zum Senden (ein Bild allein braucht auch eine Frage)."),
        "error.chat.tooLong": MessageTemplate(
          "Die Nachricht hat {count} Zeichen; die Grenze ist {limit}. Kürz sie oder teil sie auf mehrere Nachrichten auf."
        ),
        "error.chat.cannotSee.none": MessageTemplate(
          "Das Modell des Chats „{id}“ kann keine Bilder sehen; hier kann das keins (richte einen Bildanbieter ein, z. B. VISOR_OPENAI_API_KEY)."
        ),
        "error.chat.cannotSee.some": MessageTemplate(
          "Das Modell des Chats „{id}“ kann keine Bilder sehen; Modelle, die es können: {models}. Wechsle das Modell des Chats oder starte einen neuen Chat mit einem davon."
        ),
        "error.model.cannotChat": MessageTemplate("Das Modell {id} kann auf diesem Visor nicht chatten."),
        "error.schema.notObject": MessageTemplate(
          "Das JSON-Schema für strukturierte Ausgabe muss ein JSON-Schema-Objekt sein."),
        "error.schema.noMatch": MessageTemplate(
          "Das Modell {id} hat zweimal ohne JSON geantwortet, das zum verlangten Schema passt ({problem}). Versuch es noch einmal, halte das Schema klein oder nimm ein Modell, das strukturierte Ausgabe kann."
        ),
        "error.schema.noJSON": MessageTemplate("kein JSON"),
        "error.classifier.channels": MessageTemplate(
          "{option} muss eine Zahl oder drei durch Kommas getrennte Zahlen (R,G,B) sein, z. B. 0.485,0.456,0.406."
        ),
        "error.classifier.fileMissing": MessageTemplate(
          "Dem eigenen Klassifikator {name} fehlt {file} im Dateispeicher; entferne ihn und füg ihn neu hinzu."
        ),
        "error.classifier.name": MessageTemplate(
          "Der Name des Klassifikators muss aus 1–40 Kleinbuchstaben, Ziffern, - oder _ bestehen und mit einem Buchstaben oder einer Ziffer beginnen (z. B. „cute299“)."
        ),
        "error.classifier.inputSize": MessageTemplate(
          "Die Eingabegröße muss 16 bis 1024 Pixel betragen, nicht {size}."),
        "error.classifier.resize": MessageTemplate(
          "resize muss 0 (strecken) oder mindestens die Eingabegröße ({size}) sein, nicht {resize}."),
        "error.classifier.meanStd": MessageTemplate(
          "mean und std brauchen je drei Zahlen, und std darf nicht 0 sein."),
        "error.classifier.labelsEmpty": MessageTemplate(
          "Die Label-Datei ist leer; gib ein Label pro Zeile an, in der Reihenfolge der Ausgaben."),
        "error.classifier.modelEmpty": MessageTemplate(
          "Die Modelldatei ist leer; gib eine ONNX-Datei an (model.onnx)."),
        "error.classifier.exists": MessageTemplate(
          "Ein Klassifikator namens „{name}“ existiert schon; entferne ihn zuerst (`visor models remove {name}`) oder wähle einen anderen Namen."
        ),
        "error.classifier.notONNX": MessageTemplate(
          "Die Modelldatei ist kein ONNX-Modell (sie beginnt nicht wie ein ONNX-Protobuf, und OpenCV konnte sie nicht laden). Exportiere sie mit torch.onnx.export(…, opset_version=10) oder tf2onnx und füg dann die .onnx-Datei hinzu."
        ),
        "error.classifier.wrongShape": MessageTemplate(
          "Das Modell läuft nicht auf einem RGB-Bild von {size}×{size} (1×3×{size}×{size}, NCHW): {reason} Gib die Größe an, mit der das Modell exportiert wurde (--size / size)."
        ),
        "error.classifier.notFound": MessageTemplate(
          "Den eigenen Klassifikator „{name}“ gibt es nicht; nur Klassifikatoren custom/<name> lassen sich entfernen (siehe `visor models list`)."
        ),
        "error.classifier.adminOnly": MessageTemplate(
          "Klassifikatoren darf nur ein Admin hinzufügen; frag einen Admin dieses Visor."),
        "error.classifier.none": MessageTemplate(
          "Das Modell {id} hat keinen Klassifikator; siehe GET /api/v1/models."),
        "error.faces.photosMissing": MessageTemplate(
          "Sende 1 bis {max} Fotos als Multipart-Teile namens „photos“."),
        "error.faces.tooManyPhotos": MessageTemplate(
          "Sende höchstens {max} Fotos auf einmal (gesendet: {count}); 3 bis 5 scharfe reichen."),
        "error.faces.noSuchPhoto": MessageTemplate(
          "Dieses Foto von „{name}“ gibt es nicht; liste die Fotos mit GET /api/v1/{kinds} auf."),
        "error.faces.findTarget": MessageTemplate(
          "mode=find braucht ein „target“: den Namen eines Dings, das du beigebracht hast, etwa Schlüssel."),
        "error.faces.off": MessageTemplate(
          "Bekannte Personen sind auf diesem Server ausgeschaltet; ein Admin kann sie mit --faces=true einschalten."
        ),
        "error.faces.nameTooLong": MessageTemplate(
          "Der Name hat {count} Zeichen; nimm höchstens {max}, etwa einen Vornamen."),
        "error.faces.nameControl": MessageTemplate(
          "Der Name enthält Steuerzeichen; sende ihn als einfachen Text in einer Zeile."),
        "error.faces.idNotFound": MessageTemplate(
          "Diese ID gibt es nicht ({what}); liste deine mit GET /api/v1/{kinds} auf."),
        "error.faces.modelsMissing": MessageTemplate(
          "Die Gesichtsmodelle sind auf diesem Server nicht installiert; der Admin führt scripts/setup.sh aus und startet Visor neu."
        ),
        "error.dataDir.unwritable": MessageTemplate(
          "Der Datenordner {path} lässt sich nicht anlegen; wähle mit --data-dir einen anderen."),
        "error.call.notFound": MessageTemplate(
          "Keiner deiner Anrufe hat diese ID; siehe GET /api/v1/help/history."),
        "error.helper.usernameMissing": MessageTemplate(
          "Das Feld „username“ ist Pflicht: der Benutzername der helfenden Person auf diesem Visor."),
        "error.helper.invitationNotFound": MessageTemplate(
          "Keine deiner Einladungen hat diese ID; siehe GET /api/v1/helpers."),
        "error.helper.linkNotFound": MessageTemplate(
          "Keine deiner Verbindungen zu Helfenden hat diese ID; siehe GET /api/v1/helpers."),
        "error.help.questionTypedOrSpoken": MessageTemplate(
          "Sende die Frage getippt (prompt) oder gesprochen (audio), nicht beides."),
        "error.help.notSentToYou.open": MessageTemplate(
          "Diese Anfrage ging nicht an dich; nur die Helfenden, an die sie ging, können sie öffnen."),
        "error.help.answerTypedOrSpoken": MessageTemplate(
          "Antworte getippt (text) oder gesprochen (audio), nicht beides."),
        "error.help.answerMissing": MessageTemplate(
          "Sende die Antwort: {example} oder eine Aufnahme im Multipart-Feld „audio“."),
        "error.help.notYours": MessageTemplate(
          "Keine deiner Hilfeanfragen hat diese ID (vielleicht ist sie schon gelöscht)."),
        "error.help.playAnswer": MessageTemplate(
          "Nur wer gefragt hat und wer geantwortet hat, kann die Antwort abspielen."),
        "error.help.noSuchMedia": MessageTemplate(
          "Diese Anfrage hat keine solche Aufnahme und kein solches Foto."),
        "error.help.notSentToYou.take": MessageTemplate(
          "Diese Anfrage ging nicht an dich; nur die Helfenden, an die sie ging, können sie übernehmen oder beantworten."
        ),
        "error.helper.tooMany.invitations": MessageTemplate(
          "Zu viele Einladungen in zehn Minuten (höchstens: {count}); warte {seconds} s und versuch es noch einmal."
        ),
        "error.helper.tooMany.requests": MessageTemplate(
          "Zu viele Anfragen an deine Helfenden in zehn Minuten (höchstens: {count}); warte {seconds} s und versuch es noch einmal."
        ),
        "error.image.promptMissing": MessageTemplate(
          "Das Feld „prompt“ ist Pflicht: beschreib das Bild, das entstehen soll."),
        "error.image.promptTooLong": MessageTemplate(
          "Die Beschreibung hat {count} Zeichen; die Grenze ist {limit}. Kürz sie."),
        "error.image.size": MessageTemplate(
          "Das Feld „size“ muss eins davon sein: {sizes} (erhalten: „{got}“)."),
        "error.image.notFound": MessageTemplate(
          "Kein Bild mit dieser ID; liste deine Bilder mit GET /api/v1/images auf."),
        "error.image.fileMissing": MessageTemplate(
          "Die Datei des Bildes fehlt; lösch das Bild und erzeuge es neu."),
        "error.live.frameUnreadable": MessageTemplate(
          "Das Einzelbild ließ sich nicht dekodieren. Sende ein JPEG- oder PNG-Bild."),
        "error.schema.unusable": MessageTemplate("Das JSON-Schema ist unbrauchbar: {detail}"),
        "error.recognizer.notFound": MessageTemplate(
          "Den Erkenner „{name}“ gibt es nicht; siehe GET /api/v1/recognizers (oder `visor recognizers list`)."
        ),
        "error.recognizer.adminOnly": MessageTemplate(
          "Erkenner darf nur ein Admin hinzufügen; frag einen Admin dieses Visor."),
        "error.recognizer.noEngine": MessageTemplate(
          "Weder ein Bildanbieter noch der Offline-Klassifikator ist verfügbar. {howTo} Oder installiere den Klassifikator mit scripts/setup-classifier.sh."
        ),
        "error.recognizer.noJSON": MessageTemplate(
          "Das Bildmodell hat zweimal ohne brauchbares JSON geantwortet ({reason}) – versuch es noch einmal oder richte ein Modell ein, das strukturierte Ausgabe kann."
        ),
        "error.record.notFoundDeleted": MessageTemplate(
          "Kein Eintrag mit dieser ID; vielleicht wurde er schon gelöscht."),
        "error.record.imageMissing": MessageTemplate(
          "Das Bild dieses Eintrags fehlt; lösch den Eintrag und lass das Foto noch einmal erkennen."),
        "error.template.name": MessageTemplate(
          "Das Feld „name“ muss aus 2–32 Kleinbuchstaben, Ziffern oder Bindestrichen bestehen und mit einem Buchstaben beginnen (z. B. „plant“)."
        ),
        "error.template.car": MessageTemplate(
          "„car“ ist der eingebaute Auto-Erkenner; wähle einen anderen Namen."),
        "error.template.title": MessageTemplate(
          "Das Feld „title“ muss 1–80 Zeichen haben (z. B. „Pflanze“)."),
        "error.template.prompt": MessageTemplate(
          "Das Feld „prompt“ muss 1–4000 Zeichen haben, die sagen, was auf dem Foto erkannt werden soll."),
        "error.template.titleField": MessageTemplate(
          "Das Feld „titleField“ muss eine Text-Eigenschaft des Schemas nennen; „{field}“ ist keine."),
        "error.cursor.invalid": MessageTemplate(
          "Dieser Cursor stammt nicht aus dieser Liste; fang ohne ihn neu an."),
        "error.speech.emptyText": MessageTemplate(
          "Das Feld „text“ ist leer; sende die Wörter, die gesprochen werden sollen."),
        "error.speech.textTooLong": MessageTemplate(
          "Sende höchstens 20 000 Zeichen pro Anfrage; teil längere Texte auf."),
        "error.speech.noAudio": MessageTemplate(
          "Das Sprachmodell hat kein Audio geliefert; versuch es noch einmal."),
        "error.chat.noneAvailable": MessageTemplate("keins ist verfügbar"),
        "error.live.unknownMode": MessageTemplate(
          "Es gibt keinen Live-Modus „{mode}“; nimm einen von diesen: {modes}."),
        "error.live.findNeedsTarget": MessageTemplate(
          "Der Suchmodus braucht ein Ziel: person, text, barcode, face oder den Namen eines Dings oder einer Person, die du Visor beigebracht hast (z. B. {example})."
        ),
        "error.live.unknownTarget": MessageTemplate(
          "Es gibt kein Suchziel „{target}“; nimm eines von diesen: {kinds}, oder den Namen eines Dings oder einer Person, die du Visor beigebracht hast (Einstellungen → Dinge, Einstellungen → Personen)."
        ),
        "error.live.targetOnlyForFind": MessageTemplate(
          "Ein Ziel gibt es nur im Suchmodus; schick {example} ohne Ziel."),
        "error.live.notJSON": MessageTemplate(
          "Diese Textnachricht ist kein JSON; schick ein Objekt wie {example}."),
        "error.live.notAnObject": MessageTemplate(
          "Eine Textnachricht muss ein JSON-Objekt sein, etwa {example}."),
        "error.live.missingField": MessageTemplate(
          "Der Nachricht fehlt „{field}“; füg es hinzu (siehe docs/live.md)."),
        "error.live.wrongType": MessageTemplate("„{field}“ muss {expected} sein."),
        "error.live.unknownType": MessageTemplate(
          "Es gibt keinen Nachrichtentyp „{type}“; schick einen von diesen: \"mode\", \"ask\", \"speak\", \"voice\"."
        ),
        "error.live.frameTooLarge": MessageTemplate(
          "Dieses Bild hat {megabytes} MB, mehr als die Grenze von 2 MB; schick kleinere Bilder (JPEGs mit 768 px reichen)."
        ),
        "error.live.textTooLarge": MessageTemplate(
          "Diese Textnachricht hat {kilobytes} KB, mehr als die Grenze von 64 KB; schick kürzere Nachrichten."
        ),
        "error.live.emptyFrame": MessageTemplate(
          "Dieses Bild ist leer; schick ein JPEG- oder PNG-Bild als Binärnachricht."),
      ]
    case "pt":
      return [
        "error.configure.imageGeneration": MessageTemplate(
          "Nenhum modelo de geração de imagens está configurado; defina VISOR_OPENAI_API_KEY (imagens da OpenAI) ou aponte --provider-url para um servidor compatível com OpenAI com API de imagens, e reinicie o Visor."
        ),
        "error.configure.vision": MessageTemplate(
          "Nenhum modelo de visão e linguagem está configurado; defina VISOR_OPENAI_API_KEY ou VISOR_GEMINI_API_KEY, ou --provider-url com --provider-vision-model (por exemplo um llava do Ollama), e reinicie o Visor."
        ),
        "error.configure.scene": MessageTemplate(
          "Nenhum modelo de cenas está disponível; execute `make run` (ou scripts/setup.sh) para instalar os modelos locais, ou configure um provedor."
        ),
        "error.configure.chat": MessageTemplate(
          "Nenhum modelo de chat está disponível; execute `make run` (ou scripts/setup.sh) para instalar os modelos locais, ou configure um provedor."
        ),
        "error.configure.structured": MessageTemplate(
          "Nenhum modelo de respostas estruturadas está disponível; execute `make run` (ou scripts/setup.sh) para instalar os modelos locais, ou configure um provedor."
        ),
        "error.configure.speech": MessageTemplate(
          "Nenhum modelo de voz está disponível; execute `make run` (ou scripts/setup.sh) para instalar os modelos locais, ou configure um provedor."
        ),
        "error.configure.transcription": MessageTemplate(
          "Nenhum modelo de transcrição está disponível; execute `make run` (ou scripts/setup.sh) para instalar os modelos locais, ou configure um provedor."
        ),
        "error.configure.classification": MessageTemplate(
          "Nenhum modelo de classificação está disponível; execute `make run` (ou scripts/setup.sh) para instalar os modelos locais, ou configure um provedor."
        ),
        "error.analysis.imageNotFound": MessageTemplate(
          "Nenhuma imagem de análise com esse id; liste as suas com GET /api/v1/analyses."),
        "error.analysis.promptAndAudio": MessageTemplate(
          "Envie uma pergunta digitada \"prompt\" ou uma falada \"audio\", não as duas."),
        "error.analysis.noEngine": MessageTemplate(
          "Não há nem um provedor de visão nem o classificador offline. {howTo}"),
        "error.analysis.silent": MessageTemplate(
          "A pergunta falada está em silêncio; segure o disparador enquanto fala, ou digite a pergunta."),
        "error.analysis.notFoundDeleted": MessageTemplate(
          "Nenhuma análise com esse id (talvez tenha sido excluída); liste as suas com GET /api/v1/analyses."),
        "error.analysis.emptyQuestion": MessageTemplate(
          "A pergunta está vazia; digite o que quer saber sobre a foto, ou envie \"audio\"."),
        "error.analysis.followUpNotSaved": MessageTemplate(
          "A resposta à nova pergunta não foi salva; pergunte de novo."),
        "error.model.unknown": MessageTemplate("O modelo \"{id}\" não existe."),
        "error.model.cannotSee": MessageTemplate(
          "O modelo \"{id}\" não consegue ver fotos; escolha um modelo com \"vision\" ou \"scene\" em GET /api/v1/models."
        ),
        "error.analysis.noModelSees": MessageTemplate(
          "Nenhum modelo consegue olhar fotos: o motor de cenas offline não está instalado e nenhum provedor de visão está configurado. Execute `make run` para instalar os modelos locais, ou defina VISOR_OPENAI_API_KEY."
        ),
        "error.field.format": MessageTemplate(
          "O campo \"format\" deve ser mp3, opus ou wav, não \"{text}\"."),
        "error.channel.photo": MessageTemplate("Anexe uma foto para responder a este canal."),
        "error.chat.tooManyTokens": MessageTemplate(
          "Esta mensagem tem cerca de {tokens} tokens, mais do que o modelo consegue ler de uma vez (cerca de {limit} tokens, aproximadamente {characters} caracteres); encurte-a ou escolha um modelo com contexto maior."
        ),
        "error.chat.unknownModel": MessageTemplate(
          "O modelo de chat \"{id}\" não existe; modelos que conversam: {names}. Veja GET /api/v1/models."),
        "error.chat.modelUnavailable": MessageTemplate(
          "O modelo \"{id}\" não está disponível aqui ({note}); modelos que conversam: {names}."),
        "error.model.notInstalled": MessageTemplate("não instalado"),
        "error.chat.titleTooLong": MessageTemplate(
          "O campo \"title\" pode ter no máximo {limit} caracteres; encurte-o."),
        "error.chat.noImage": MessageTemplate(
          "Essa mensagem não tem imagem; abra a conversa para ver as mensagens."),
        "error.chat.empty": MessageTemplate(
          "A mensagem está vazia; digite algo para enviar (uma imagem sozinha também precisa de uma pergunta)."
        ),
        "error.chat.tooLong": MessageTemplate(
          "A mensagem tem {count} caracteres; o limite é {limit}. Encurte-a ou divida-a em várias mensagens."),
        "error.chat.cannotSee.none": MessageTemplate(
          "O modelo da conversa \"{id}\" não consegue ver imagens; nenhum modelo aqui consegue (configure um provedor de visão, por exemplo VISOR_OPENAI_API_KEY)."
        ),
        "error.chat.cannotSee.some": MessageTemplate(
          "O modelo da conversa \"{id}\" não consegue ver imagens; modelos que conseguem: {models}. Troque o modelo da conversa ou comece uma nova com um deles."
        ),
        "error.model.cannotChat": MessageTemplate("O modelo {id} não conversa neste Visor."),
        "error.schema.notObject": MessageTemplate(
          "O esquema JSON da saída estruturada deve ser um objeto JSON Schema."),
        "error.schema.noMatch": MessageTemplate(
          "O modelo {id} respondeu duas vezes sem um JSON que siga o esquema pedido ({problem}). Tente de novo, use um esquema pequeno ou um modelo que suporte saída estruturada."
        ),
        "error.schema.noJSON": MessageTemplate("sem JSON"),
        "error.classifier.channels": MessageTemplate(
          "{option} deve ser um número ou três números separados por vírgulas (R,G,B), por exemplo 0.485,0.456,0.406."
        ),
        "error.classifier.fileMissing": MessageTemplate(
          "Falta {file} do classificador personalizado {name} no armazenamento; remova-o e adicione-o de novo."
        ),
        "error.classifier.name": MessageTemplate(
          "O nome do classificador deve ter de 1 a 40 letras minúsculas, dígitos, - ou _, começando por letra ou dígito (por exemplo \"cute299\")."
        ),
        "error.classifier.inputSize": MessageTemplate(
          "O tamanho de entrada deve ser de 16 a 1024 pixels, não {size}."),
        "error.classifier.resize": MessageTemplate(
          "resize deve ser 0 (esticar) ou pelo menos o tamanho de entrada ({size}), não {resize}."),
        "error.classifier.meanStd": MessageTemplate(
          "mean e std precisam de três números cada, e std não pode ser 0."),
        "error.classifier.labelsEmpty": MessageTemplate(
          "O arquivo de rótulos está vazio; coloque um rótulo por linha, na ordem de saída."),
        "error.classifier.modelEmpty": MessageTemplate(
          "O arquivo do modelo está vazio; forneça um arquivo ONNX (model.onnx)."),
        "error.classifier.exists": MessageTemplate(
          "Já existe um classificador chamado \"{name}\"; remova-o antes (`visor models remove {name}`) ou escolha outro nome."
        ),
        "error.classifier.notONNX": MessageTemplate(
          "O arquivo do modelo não é um modelo ONNX (não começa como um protobuf ONNX e o OpenCV não conseguiu carregá-lo). Exporte-o com torch.onnx.export(…, opset_version=10) ou tf2onnx e adicione o arquivo .onnx."
        ),
        "error.classifier.wrongShape": MessageTemplate(
          "O modelo não roda numa imagem RGB de {size}×{size} (1×3×{size}×{size}, NCHW): {reason} Informe o tamanho com que o modelo foi exportado (--size / size)."
        ),
        "error.classifier.notFound": MessageTemplate(
          "O classificador personalizado \"{name}\" não existe; só classificadores custom/<name> podem ser removidos (veja `visor models list`)."
        ),
        "error.classifier.adminOnly": MessageTemplate(
          "Só um administrador pode adicionar classificadores; peça a um administrador deste Visor."),
        "error.classifier.none": MessageTemplate(
          "O modelo {id} não tem classificador; veja GET /api/v1/models."),
        "error.faces.photosMissing": MessageTemplate(
          "Envie de 1 a {max} fotos como partes multipart chamadas \"photos\"."),
        "error.faces.tooManyPhotos": MessageTemplate(
          "Envie no máximo {max} fotos de uma vez (recebidas: {count}); 3 a 5 nítidas bastam."),
        "error.faces.noSuchPhoto": MessageTemplate(
          "Essa foto de \"{name}\" não existe; liste as fotos com GET /api/v1/{kinds}."),
        "error.faces.findTarget": MessageTemplate(
          "mode=find precisa de um \"target\": o nome de um objeto que você ensinou, como chaves."),
        "error.faces.off": MessageTemplate(
          "As pessoas conhecidas estão desativadas neste servidor; um administrador pode ativá-las com --faces=true."
        ),
        "error.faces.nameTooLong": MessageTemplate(
          "O nome tem {count} caracteres; use no máximo {max}, por exemplo um primeiro nome."),
        "error.faces.nameControl": MessageTemplate(
          "O nome tem caracteres de controle; envie-o como texto simples em uma linha."),
        "error.faces.idNotFound": MessageTemplate(
          "Esse id não existe ({what}); liste os seus com GET /api/v1/{kinds}."),
        "error.faces.modelsMissing": MessageTemplate(
          "Os modelos de rostos não estão instalados neste servidor; o administrador executa scripts/setup.sh e reinicia o Visor."
        ),
        "error.dataDir.unwritable": MessageTemplate(
          "Não é possível criar a pasta de dados {path}; escolha outra com --data-dir."),
        "error.call.notFound": MessageTemplate(
          "Nenhuma chamada sua tem esse id; veja GET /api/v1/help/history."),
        "error.helper.usernameMissing": MessageTemplate(
          "O campo \"username\" é obrigatório: o nome de usuário do ajudante neste Visor."),
        "error.helper.invitationNotFound": MessageTemplate(
          "Nenhum convite seu tem esse id; veja GET /api/v1/helpers."),
        "error.helper.linkNotFound": MessageTemplate(
          "Nenhum vínculo seu com ajudantes tem esse id; veja GET /api/v1/helpers."),
        "error.help.questionTypedOrSpoken": MessageTemplate(
          "Envie a pergunta digitada (prompt) ou falada (audio), não as duas."),
        "error.help.notSentToYou.open": MessageTemplate(
          "Este pedido não foi enviado a você; só os ajudantes que o receberam podem abri-lo."),
        "error.help.answerTypedOrSpoken": MessageTemplate(
          "Responda digitando (text) ou falando (audio), não as duas coisas."),
        "error.help.answerMissing": MessageTemplate(
          "Envie a resposta: {example}, ou uma gravação no campo multipart \"audio\"."),
        "error.help.notYours": MessageTemplate(
          "Nenhum pedido de ajuda seu tem esse id (talvez já tenha sido excluído)."),
        "error.help.playAnswer": MessageTemplate(
          "Só quem perguntou e o ajudante que respondeu podem ouvir a resposta."),
        "error.help.noSuchMedia": MessageTemplate("Este pedido não tem essa gravação nem essa foto."),
        "error.help.notSentToYou.take": MessageTemplate(
          "Este pedido não foi enviado a você; só os ajudantes que o receberam podem assumi-lo ou respondê-lo."
        ),
        "error.helper.tooMany.invitations": MessageTemplate(
          "Convites demais em dez minutos (no máximo: {count}); espere {seconds} s e tente de novo."),
        "error.helper.tooMany.requests": MessageTemplate(
          "Pedidos demais aos seus ajudantes em dez minutos (no máximo: {count}); espere {seconds} s e tente de novo."
        ),
        "error.image.promptMissing": MessageTemplate(
          "O campo \"prompt\" é obrigatório: descreva a imagem a criar."),
        "error.image.promptTooLong": MessageTemplate(
          "A descrição tem {count} caracteres; o limite é {limit}. Encurte-a."),
        "error.image.size": MessageTemplate(
          "O campo \"size\" deve ser um destes: {sizes} (recebido \"{got}\")."),
        "error.image.notFound": MessageTemplate(
          "Nenhuma imagem com esse id; liste suas imagens com GET /api/v1/images."),
        "error.image.fileMissing": MessageTemplate(
          "O arquivo da imagem está faltando; exclua a imagem e gere-a de novo."),
        "error.live.frameUnreadable": MessageTemplate(
          "Não foi possível decodificar o quadro. Envie uma imagem JPEG ou PNG."),
        "error.schema.unusable": MessageTemplate("O esquema JSON não pode ser usado: {detail}"),
        "error.recognizer.notFound": MessageTemplate(
          "O reconhecedor \"{name}\" não existe; veja GET /api/v1/recognizers (ou `visor recognizers list`)."),
        "error.recognizer.adminOnly": MessageTemplate(
          "Só um administrador pode adicionar reconhecedores; peça a um administrador deste Visor."),
        "error.recognizer.noEngine": MessageTemplate(
          "Não há nem um provedor de visão nem o classificador offline. {howTo} Ou instale o classificador com scripts/setup-classifier.sh."
        ),
        "error.recognizer.noJSON": MessageTemplate(
          "O modelo de visão respondeu duas vezes sem um JSON utilizável ({reason}): tente de novo ou configure um modelo que suporte saída estruturada."
        ),
        "error.record.notFoundDeleted": MessageTemplate(
          "Nenhum registro com esse id; talvez já tenha sido excluído."),
        "error.record.imageMissing": MessageTemplate(
          "A imagem deste registro está faltando; exclua o registro e identifique a foto de novo."),
        "error.template.name": MessageTemplate(
          "O campo \"name\" deve ter de 2 a 32 letras minúsculas, dígitos ou hifens, começando por letra (por exemplo \"plant\")."
        ),
        "error.template.car": MessageTemplate(
          "\"car\" é o reconhecedor de carros embutido; escolha outro nome."),
        "error.template.title": MessageTemplate(
          "O campo \"title\" deve ter de 1 a 80 caracteres (por exemplo \"Planta\")."),
        "error.template.prompt": MessageTemplate(
          "O campo \"prompt\" deve ter de 1 a 4000 caracteres dizendo o que identificar na foto."),
        "error.template.titleField": MessageTemplate(
          "O campo \"titleField\" deve indicar uma propriedade de texto do esquema; \"{field}\" não é."),
        "error.cursor.invalid": MessageTemplate(
          "O cursor não é um que esta lista deu; comece de novo sem ele."),
        "error.speech.emptyText": MessageTemplate("O campo \"text\" está vazio; envie as palavras a falar."),
        "error.speech.textTooLong": MessageTemplate(
          "Envie no máximo 20 000 caracteres por requisição; divida textos mais longos."),
        "error.speech.noAudio": MessageTemplate("O modelo de voz não devolveu áudio; tente de novo."),
        "error.chat.noneAvailable": MessageTemplate("nenhum está disponível"),
        "error.live.unknownMode": MessageTemplate(
          "Não existe o modo ao vivo \"{mode}\"; use um destes: {modes}."),
        "error.live.findNeedsTarget": MessageTemplate(
          "O modo de busca precisa de um alvo: person, text, barcode, face, ou o nome de um objeto ou de uma pessoa que você ensinou (por exemplo {example})."
        ),
        "error.live.unknownTarget": MessageTemplate(
          "Não existe o alvo de busca \"{target}\"; use um destes: {kinds}, ou o nome de um objeto ou de uma pessoa que você ensinou (Ajustes → Objetos, Ajustes → Pessoas)."
        ),
        "error.live.targetOnlyForFind": MessageTemplate(
          "Um alvo só serve para o modo de busca; envie {example} sem ele."),
        "error.live.notJSON": MessageTemplate(
          "Essa mensagem de texto não é JSON; envie um objeto como {example}."),
        "error.live.notAnObject": MessageTemplate(
          "Uma mensagem de texto deve ser um objeto JSON como {example}."),
        "error.live.missingField": MessageTemplate(
          "A mensagem não tem \"{field}\"; adicione-o (veja docs/live.md)."),
        "error.live.wrongType": MessageTemplate("\"{field}\" deve ser {expected}."),
        "error.live.unknownType": MessageTemplate(
          "Não existe o tipo de mensagem \"{type}\"; envie um destes: \"mode\", \"ask\", \"speak\", \"voice\"."
        ),
        "error.live.frameTooLarge": MessageTemplate(
          "Esse quadro tem {megabytes} MB, acima do limite de 2 MB; envie quadros menores (JPEGs de 768 px bastam)."
        ),
        "error.live.textTooLarge": MessageTemplate(
          "Essa mensagem de texto tem {kilobytes} KB, acima do limite de 64 KB; envie mensagens mais curtas."),
        "error.live.emptyFrame": MessageTemplate(
          "Esse quadro está vazio; envie uma imagem JPEG ou PNG como mensagem binária."),
      ]
    case "it":
      return [
        "error.configure.imageGeneration": MessageTemplate(
          "Nessun modello di generazione di immagini è configurato; imposta VISOR_OPENAI_API_KEY (immagini OpenAI) o punta --provider-url a un server compatibile con OpenAI con un'API per immagini, poi riavvia Visor."
        ),
        "error.configure.vision": MessageTemplate(
          "Nessun modello visione-linguaggio è configurato; imposta VISOR_OPENAI_API_KEY o VISOR_GEMINI_API_KEY, oppure --provider-url con --provider-vision-model (ad esempio un llava di Ollama), poi riavvia Visor."
        ),
        "error.configure.scene": MessageTemplate(
          "Nessun modello di scena è disponibile; esegui `make run` (o scripts/setup.sh) per installare i modelli locali, oppure configura un provider."
        ),
        "error.configure.chat": MessageTemplate(
          "Nessun modello di chat è disponibile; esegui `make run` (o scripts/setup.sh) per installare i modelli locali, oppure configura un provider."
        ),
        "error.configure.structured": MessageTemplate(
          "Nessun modello di risposte strutturate è disponibile; esegui `make run` (o scripts/setup.sh) per installare i modelli locali, oppure configura un provider."
        ),
        "error.configure.speech": MessageTemplate(
          "Nessun modello vocale è disponibile; esegui `make run` (o scripts/setup.sh) per installare i modelli locali, oppure configura un provider."
        ),
        "error.configure.transcription": MessageTemplate(
          "Nessun modello di trascrizione è disponibile; esegui `make run` (o scripts/setup.sh) per installare i modelli locali, oppure configura un provider."
        ),
        "error.configure.classification": MessageTemplate(
          "Nessun modello di classificazione è disponibile; esegui `make run` (o scripts/setup.sh) per installare i modelli locali, oppure configura un provider."
        ),
        "error.analysis.imageNotFound": MessageTemplate(
          "Nessuna immagine di analisi con quell'id; elenca le tue con GET /api/v1/analyses."),
        "error.analysis.promptAndAudio": MessageTemplate(
          "Invia una domanda scritta \"prompt\" oppure una parlata \"audio\", non entrambe."),
        "error.analysis.noEngine": MessageTemplate(
          "Non è disponibile né un provider di visione né il classificatore offline. {howTo}"),
        "error.analysis.silent": MessageTemplate(
          "La domanda parlata è muta; tieni premuto lo scatto mentre parli, oppure scrivi la domanda."),
        "error.analysis.notFoundDeleted": MessageTemplate(
          "Nessuna analisi con quell'id (forse è stata eliminata); elenca le tue con GET /api/v1/analyses."),
        "error.analysis.emptyQuestion": MessageTemplate(
          "La domanda è vuota; scrivi cosa vuoi sapere della foto, oppure invia \"audio\"."),
        "error.analysis.followUpNotSaved": MessageTemplate(
          "La risposta alla nuova domanda non è stata salvata; chiedi di nuovo."),
        "error.model.unknown": MessageTemplate("Il modello \"{id}\" non esiste."),
        "error.model.cannotSee": MessageTemplate(
          "Il modello \"{id}\" non vede le foto; scegli un modello con \"vision\" o \"scene\" in GET /api/v1/models."
        ),
        "error.analysis.noModelSees": MessageTemplate(
          "Nessun modello può guardare le foto: il motore di scena offline non è installato e nessun provider di visione è configurato. Esegui `make run` per installare i modelli locali, oppure imposta VISOR_OPENAI_API_KEY."
        ),
        "error.field.format": MessageTemplate(
          "Il campo \"format\" deve essere mp3, opus o wav, non \"{text}\"."),
        "error.channel.photo": MessageTemplate("Allega una foto per rispondere a questo canale."),
        "error.chat.tooManyTokens": MessageTemplate(
          "Questo messaggio è di circa {tokens} token, più di quanto il modello possa leggere in una volta (circa {limit} token, all'incirca {characters} caratteri); accorcialo o scegli un modello con un contesto più ampio."
        ),
        "error.chat.unknownModel": MessageTemplate(
          "Il modello di chat \"{id}\" non esiste; modelli che sanno chattare: {names}. Vedi GET /api/v1/models."
        ),
        "error.chat.modelUnavailable": MessageTemplate(
          "Il modello \"{id}\" non è disponibile qui ({note}); modelli che sanno chattare: {names}."),
        "error.model.notInstalled": MessageTemplate("non installato"),
        "error.chat.titleTooLong": MessageTemplate(
          "Il campo \"title\" può avere al massimo {limit} caratteri; accorcialo."),
        "error.chat.noImage": MessageTemplate(
          "Quel messaggio non ha immagini; apri la chat per vederne i messaggi."),
        "error.chat.empty": MessageTemplate(
          "Il messaggio è vuoto; scrivi qualcosa da inviare (anche un'immagine da sola ha bisogno di una domanda)."
        ),
        "error.chat.tooLong": MessageTemplate(
          "Il messaggio ha {count} caratteri; il limite è {limit}. Accorcialo o dividilo in più messaggi."),
        "error.chat.cannotSee.none": MessageTemplate(
          "Il modello della chat \"{id}\" non vede le immagini; qui nessun modello può farlo (configura un provider di visione, ad esempio VISOR_OPENAI_API_KEY)."
        ),
        "error.chat.cannotSee.some": MessageTemplate(
          "Il modello della chat \"{id}\" non vede le immagini; modelli che possono: {models}. Cambia il modello della chat o iniziane una nuova con uno di questi."
        ),
        "error.model.cannotChat": MessageTemplate("Il modello {id} non può chattare su questo Visor."),
        "error.schema.notObject": MessageTemplate(
          "Lo schema JSON per l'output strutturato deve essere un oggetto JSON Schema."),
        "error.schema.noMatch": MessageTemplate(
          "Il modello {id} ha risposto due volte senza un JSON conforme allo schema richiesto ({problem}). Riprova, tieni lo schema piccolo o usa un modello che supporti l'output strutturato."
        ),
        "error.schema.noJSON": MessageTemplate("nessun JSON"),
        "error.classifier.channels": MessageTemplate(
          "{option} deve essere un numero o tre numeri separati da virgole (R,G,B), ad esempio 0.485,0.456,0.406."
        ),
        "error.classifier.fileMissing": MessageTemplate(
          "Al classificatore personalizzato {name} manca {file} nell'archivio; rimuovilo e aggiungilo di nuovo."
        ),
        "error.classifier.name": MessageTemplate(
          "Il nome del classificatore deve avere da 1 a 40 lettere minuscole, cifre, - o _, e iniziare con una lettera o una cifra (ad esempio \"cute299\")."
        ),
        "error.classifier.inputSize": MessageTemplate(
          "La dimensione di ingresso deve essere da 16 a 1024 pixel, non {size}."),
        "error.classifier.resize": MessageTemplate(
          "resize deve essere 0 (stirare) o almeno la dimensione di ingresso ({size}), non {resize}."),
        "error.classifier.meanStd": MessageTemplate(
          "mean e std richiedono tre numeri ciascuno, e std non può essere 0."),
        "error.classifier.labelsEmpty": MessageTemplate(
          "Il file delle etichette è vuoto; metti un'etichetta per riga, nell'ordine di uscita."),
        "error.classifier.modelEmpty": MessageTemplate(
          "Il file del modello è vuoto; fornisci un file ONNX (model.onnx)."),
        "error.classifier.exists": MessageTemplate(
          "Esiste già un classificatore chiamato \"{name}\"; rimuovilo prima (`visor models remove {name}`) o scegli un altro nome."
        ),
        "error.classifier.notONNX": MessageTemplate(
          "Il file del modello non è un modello ONNX (non inizia come un protobuf ONNX e OpenCV non è riuscito a caricarlo). Esportalo con torch.onnx.export(…, opset_version=10) o tf2onnx, poi aggiungi il file .onnx."
        ),
        "error.classifier.wrongShape": MessageTemplate(
          "Il modello non gira su un'immagine RGB {size}×{size} (1×3×{size}×{size}, NCHW): {reason} Indica la dimensione con cui è stato esportato (--size / size)."
        ),
        "error.classifier.notFound": MessageTemplate(
          "Il classificatore personalizzato \"{name}\" non esiste; si possono rimuovere solo i classificatori custom/<name> (vedi `visor models list`)."
        ),
        "error.classifier.adminOnly": MessageTemplate(
          "Solo un amministratore può aggiungere classificatori; chiedi a un amministratore di questo Visor."),
        "error.classifier.none": MessageTemplate(
          "Il modello {id} non ha un classificatore; vedi GET /api/v1/models."),
        "error.faces.photosMissing": MessageTemplate(
          "Invia da 1 a {max} foto come parti multipart chiamate \"photos\"."),
        "error.faces.tooManyPhotos": MessageTemplate(
          "Invia al massimo {max} foto alla volta (ricevute: {count}); ne bastano da 3 a 5 nitide."),
        "error.faces.noSuchPhoto": MessageTemplate(
          "Questa foto di \"{name}\" non esiste; elenca le foto con GET /api/v1/{kinds}."),
        "error.faces.findTarget": MessageTemplate(
          "mode=find richiede un \"target\": il nome di un oggetto che hai insegnato, come chiavi."),
        "error.faces.off": MessageTemplate(
          "Le persone conosciute sono disattivate su questo server; un amministratore può attivarle con --faces=true."
        ),
        "error.faces.nameTooLong": MessageTemplate(
          "Il nome ha {count} caratteri; usane al massimo {max}, ad esempio un nome di battesimo."),
        "error.faces.nameControl": MessageTemplate(
          "Il nome contiene caratteri di controllo; invialo come testo semplice su una riga."),
        "error.faces.idNotFound": MessageTemplate(
          "Quell'id non esiste ({what}); elenca i tuoi con GET /api/v1/{kinds}."),
        "error.faces.modelsMissing": MessageTemplate(
          "I modelli dei volti non sono installati su questo server; l'amministratore esegue scripts/setup.sh e riavvia Visor."
        ),
        "error.dataDir.unwritable": MessageTemplate(
          "Impossibile creare la cartella dei dati {path}; scegline un'altra con --data-dir."),
        "error.call.notFound": MessageTemplate(
          "Nessuna tua chiamata ha quell'id; vedi GET /api/v1/help/history."),
        "error.helper.usernameMissing": MessageTemplate(
          "Il campo \"username\" è obbligatorio: il nome utente dell'aiutante su questo Visor."),
        "error.helper.invitationNotFound": MessageTemplate(
          "Nessun tuo invito ha quell'id; vedi GET /api/v1/helpers."),
        "error.helper.linkNotFound": MessageTemplate(
          "Nessun tuo collegamento con aiutanti ha quell'id; vedi GET /api/v1/helpers."),
        "error.help.questionTypedOrSpoken": MessageTemplate(
          "Invia la domanda scritta (prompt) o parlata (audio), non entrambe."),
        "error.help.notSentToYou.open": MessageTemplate(
          "Questa richiesta non è stata inviata a te; solo gli aiutanti che l'hanno ricevuta possono aprirla."
        ),
        "error.help.answerTypedOrSpoken": MessageTemplate(
          "Rispondi scrivendo (text) o parlando (audio), non entrambe le cose."),
        "error.help.answerMissing": MessageTemplate(
          "Invia la risposta: {example}, oppure una registrazione nel campo multipart \"audio\"."),
        "error.help.notYours": MessageTemplate(
          "Nessuna tua richiesta di aiuto ha quell'id (forse è già stata eliminata)."),
        "error.help.playAnswer": MessageTemplate(
          "Solo chi ha chiesto e l'aiutante che ha risposto possono ascoltare la risposta."),
        "error.help.noSuchMedia": MessageTemplate(
          "Questa richiesta non ha quella registrazione né quella foto."),
        "error.help.notSentToYou.take": MessageTemplate(
          "Questa richiesta non è stata inviata a te; solo gli aiutanti che l'hanno ricevuta possono prenderla o rispondere."
        ),
        "error.helper.tooMany.invitations": MessageTemplate(
          "Troppi inviti in dieci minuti (al massimo: {count}); aspetta {seconds} s e riprova."),
        "error.helper.tooMany.requests": MessageTemplate(
          "Troppe richieste ai tuoi aiutanti in dieci minuti (al massimo: {count}); aspetta {seconds} s e riprova."
        ),
        "error.image.promptMissing": MessageTemplate(
          "Il campo \"prompt\" è obbligatorio: descrivi l'immagine da creare."),
        "error.image.promptTooLong": MessageTemplate(
          "La descrizione ha {count} caratteri; il limite è {limit}. Accorciala."),
        "error.image.size": MessageTemplate(
          "Il campo \"size\" deve essere uno di questi: {sizes} (ricevuto \"{got}\")."),
        "error.image.notFound": MessageTemplate(
          "Nessuna immagine con quell'id; elenca le tue immagini con GET /api/v1/images."),
        "error.image.fileMissing": MessageTemplate(
          "Il file dell'immagine manca; elimina l'immagine e generala di nuovo."),
        "error.live.frameUnreadable": MessageTemplate(
          "Impossibile decodificare il fotogramma. Invia un'immagine JPEG o PNG."),
        "error.schema.unusable": MessageTemplate("Lo schema JSON non è utilizzabile: {detail}"),
        "error.recognizer.notFound": MessageTemplate(
          "Il riconoscitore \"{name}\" non esiste; vedi GET /api/v1/recognizers (o `visor recognizers list`)."
        ),
        "error.recognizer.adminOnly": MessageTemplate(
          "Solo un amministratore può aggiungere riconoscitori; chiedi a un amministratore di questo Visor."),
        "error.recognizer.noEngine": MessageTemplate(
          "Non è disponibile né un provider di visione né il classificatore offline. {howTo} Oppure installa il classificatore con scripts/setup-classifier.sh."
        ),
        "error.recognizer.noJSON": MessageTemplate(
          "Il modello di visione ha risposto due volte senza un JSON utilizzabile ({reason}): riprova, o configura un modello che supporti l'output strutturato."
        ),
        "error.record.notFoundDeleted": MessageTemplate(
          "Nessuna scheda con quell'id; forse è già stata eliminata."),
        "error.record.imageMissing": MessageTemplate(
          "L'immagine di questa scheda manca; elimina la scheda e identifica di nuovo la foto."),
        "error.template.name": MessageTemplate(
          "Il campo \"name\" deve avere da 2 a 32 lettere minuscole, cifre o trattini, e iniziare con una lettera (ad esempio \"plant\")."
        ),
        "error.template.car": MessageTemplate(
          "\"car\" è il riconoscitore di auto integrato; scegli un altro nome."),
        "error.template.title": MessageTemplate(
          "Il campo \"title\" deve avere da 1 a 80 caratteri (ad esempio \"Pianta\")."),
        "error.template.prompt": MessageTemplate(
          "Il campo \"prompt\" deve avere da 1 a 4000 caratteri che dicono cosa identificare nella foto."),
        "error.template.titleField": MessageTemplate(
          "Il campo \"titleField\" deve indicare una proprietà di testo dello schema; \"{field}\" non lo è."),
        "error.cursor.invalid": MessageTemplate(
          "Il cursore non è uno fornito da questo elenco; ricomincia senza."),
        "error.speech.emptyText": MessageTemplate(
          "Il campo \"text\" è vuoto; invia le parole da pronunciare."),
        "error.speech.textTooLong": MessageTemplate(
          "Invia al massimo 20 000 caratteri per richiesta; dividi i testi più lunghi."),
        "error.speech.noAudio": MessageTemplate("Il modello vocale non ha restituito audio; riprova."),
        "error.chat.noneAvailable": MessageTemplate("nessuno è disponibile"),
        "error.live.unknownMode": MessageTemplate(
          "Non esiste la modalità dal vivo «{mode}»; usa una di queste: {modes}."),
        "error.live.findNeedsTarget": MessageTemplate(
          "La modalità di ricerca ha bisogno di un obiettivo: person, text, barcode, face, o il nome di un oggetto o di una persona che hai insegnato (ad esempio {example})."
        ),
        "error.live.unknownTarget": MessageTemplate(
          "Non esiste l'obiettivo di ricerca «{target}»; usa uno di questi: {kinds}, o il nome di un oggetto o di una persona che hai insegnato (Impostazioni → Oggetti, Impostazioni → Persone)."
        ),
        "error.live.targetOnlyForFind": MessageTemplate(
          "Un obiettivo serve solo alla modalità di ricerca; invia {example} senza obiettivo."),
        "error.live.notJSON": MessageTemplate(
          "Questo messaggio di testo non è JSON; invia un oggetto come {example}."),
        "error.live.notAnObject": MessageTemplate(
          "Un messaggio di testo deve essere un oggetto JSON come {example}."),
        "error.live.missingField": MessageTemplate(
          "Nel messaggio manca «{field}»; aggiungilo (vedi docs/live.md)."),
        "error.live.wrongType": MessageTemplate("«{field}» deve essere {expected}."),
        "error.live.unknownType": MessageTemplate(
          "Non esiste il tipo di messaggio «{type}»; invia uno di questi: \"mode\", \"ask\", \"speak\", \"voice\"."
        ),
        "error.live.frameTooLarge": MessageTemplate(
          "Questo fotogramma pesa {megabytes} MB, oltre il limite di 2 MB; invia fotogrammi più piccoli (bastano JPEG da 768 px)."
        ),
        "error.live.textTooLarge": MessageTemplate(
          "Questo messaggio di testo pesa {kilobytes} KB, oltre il limite di 64 KB; invia messaggi più brevi."
        ),
        "error.live.emptyFrame": MessageTemplate(
          "Questo fotogramma è vuoto; invia un'immagine JPEG o PNG come messaggio binario."),
      ]
    case "pl":
      return [
        "error.configure.imageGeneration": MessageTemplate(
          "Nie skonfigurowano modelu do tworzenia obrazów; ustaw VISOR_OPENAI_API_KEY (obrazy OpenAI) albo wskaż w --provider-url serwer zgodny z OpenAI z API obrazów, a potem uruchom Visora ponownie."
        ),
        "error.configure.vision": MessageTemplate(
          "Nie skonfigurowano modelu wizyjno-językowego; ustaw VISOR_OPENAI_API_KEY lub VISOR_GEMINI_API_KEY albo --provider-url z --provider-vision-model (np. llava z Ollamy), a potem uruchom Visora ponownie."
        ),
        "error.configure.scene": MessageTemplate(
          "Brak dostępnego modelu scen; uruchom `make run` (lub scripts/setup.sh), aby zainstalować modele lokalne, albo skonfiguruj dostawcę."
        ),
        "error.configure.chat": MessageTemplate(
          "Brak dostępnego modelu czatu; uruchom `make run` (lub scripts/setup.sh), aby zainstalować modele lokalne, albo skonfiguruj dostawcę."
        ),
        "error.configure.structured": MessageTemplate(
          "Brak dostępnego modelu odpowiedzi strukturalnych; uruchom `make run` (lub scripts/setup.sh), aby zainstalować modele lokalne, albo skonfiguruj dostawcę."
        ),
        "error.configure.speech": MessageTemplate(
          "Brak dostępnego modelu mowy; uruchom `make run` (lub scripts/setup.sh), aby zainstalować modele lokalne, albo skonfiguruj dostawcę."
        ),
        "error.configure.transcription": MessageTemplate(
          "Brak dostępnego modelu transkrypcji; uruchom `make run` (lub scripts/setup.sh), aby zainstalować modele lokalne, albo skonfiguruj dostawcę."
        ),
        "error.configure.classification": MessageTemplate(
          "Brak dostępnego modelu klasyfikacji; uruchom `make run` (lub scripts/setup.sh), aby zainstalować modele lokalne, albo skonfiguruj dostawcę."
        ),
        "error.analysis.imageNotFound": MessageTemplate(
          "Nie ma obrazu analizy o tym id; wyświetl swoje przez GET /api/v1/analyses."),
        "error.analysis.promptAndAudio": MessageTemplate(
          "Wyślij pytanie wpisane („prompt”) albo mówione („audio”), nie oba naraz."),
        "error.analysis.noEngine": MessageTemplate(
          "Nie ma ani dostawcy wizji, ani klasyfikatora offline. {howTo}"),
        "error.analysis.silent": MessageTemplate(
          "Nagrane pytanie jest ciche; przytrzymaj spust migawki podczas mówienia albo wpisz pytanie."),
        "error.analysis.notFoundDeleted": MessageTemplate(
          "Nie ma analizy o tym id (mogła zostać usunięta); wyświetl swoje przez GET /api/v1/analyses."),
        "error.analysis.emptyQuestion": MessageTemplate(
          "Pytanie jest puste; wpisz, co chcesz wiedzieć o zdjęciu, albo wyślij „audio”."),
        "error.analysis.followUpNotSaved": MessageTemplate(
          "Nie udało się zapisać odpowiedzi na dodatkowe pytanie; zapytaj ponownie."),
        "error.model.unknown": MessageTemplate("Nie ma modelu „{id}”."),
        "error.model.cannotSee": MessageTemplate(
          "Model „{id}” nie widzi zdjęć; wybierz model z „vision” lub „scene” w GET /api/v1/models."),
        "error.analysis.noModelSees": MessageTemplate(
          "Żaden model nie może oglądać zdjęć: silnik scen offline nie jest zainstalowany i nie skonfigurowano dostawcy wizji. Uruchom `make run`, aby zainstalować modele lokalne, albo ustaw VISOR_OPENAI_API_KEY."
        ),
        "error.field.format": MessageTemplate(
          "Pole „format” musi mieć wartość mp3, opus albo wav, a nie „{text}”."),
        "error.channel.photo": MessageTemplate("Dołącz zdjęcie, aby odpowiedzieć na tym kanale."),
        "error.chat.tooManyTokens": MessageTemplate(
          "Ta wiadomość ma około {tokens} tokenów (wartość przybliżona), więcej niż model przeczyta naraz (limit: około {limit} tokenów, czyli mniej więcej {characters} znaków); skróć ją albo wybierz model z większym kontekstem."
        ),
        "error.chat.unknownModel": MessageTemplate(
          "Nie ma modelu czatu „{id}”; modele, które potrafią czatować: {names}. Zobacz GET /api/v1/models."),
        "error.chat.modelUnavailable": MessageTemplate(
          "Model „{id}” nie jest tu dostępny ({note}); modele, które potrafią czatować: {names}."),
        "error.model.notInstalled": MessageTemplate("nie zainstalowano"),
        "error.chat.titleTooLong": MessageTemplate(
          "Pole „title” może mieć najwyżej tyle znaków: {limit}; skróć je."),
        "error.chat.noImage": MessageTemplate(
          "Ta wiadomość nie ma obrazu; otwórz czat, aby zobaczyć wiadomości."),
        "error.chat.empty": MessageTemplate(
          "Wiadomość jest pusta; wpisz coś do wysłania (sam obraz też potrzebuje pytania)."),
        "error.chat.tooLong": MessageTemplate(
          "Wiadomość ma długość {count} znaków przy limicie {limit}. Skróć ją albo podziel na kilka wiadomości."
        ),
        "error.chat.cannotSee.none": MessageTemplate(
          "Model czatu „{id}” nie widzi obrazów; żaden model tutaj tego nie potrafi (skonfiguruj dostawcę wizji, np. VISOR_OPENAI_API_KEY)."
        ),
        "error.chat.cannotSee.some": MessageTemplate(
          "Model czatu „{id}” nie widzi obrazów; modele, które potrafią: {models}. Zmień model czatu albo zacznij nowy czat z jednym z nich."
        ),
        "error.model.cannotChat": MessageTemplate("Model {id} nie może czatować na tym Visorze."),
        "error.schema.notObject": MessageTemplate(
          "Schemat JSON odpowiedzi strukturalnej musi być obiektem JSON Schema."),
        "error.schema.noMatch": MessageTemplate(
          "Model {id} dwa razy odpowiedział bez JSON-a zgodnego z żądanym schematem ({problem}). Spróbuj ponownie, użyj małego schematu albo modelu, który obsługuje odpowiedzi strukturalne."
        ),
        "error.schema.noJSON": MessageTemplate("brak JSON-a"),
        "error.classifier.channels": MessageTemplate(
          "{option} musi być jedną liczbą albo trzema liczbami oddzielonymi przecinkami (R,G,B), np. 0.485,0.456,0.406."
        ),
        "error.classifier.fileMissing": MessageTemplate(
          "Własnemu klasyfikatorowi {name} brakuje pliku {file} w magazynie; usuń go i dodaj ponownie."),
        "error.classifier.name": MessageTemplate(
          "Nazwa klasyfikatora musi mieć 1–40 małych liter, cyfr, - lub _ i zaczynać się od litery lub cyfry (np. „cute299”)."
        ),
        "error.classifier.inputSize": MessageTemplate(
          "Rozmiar wejścia musi wynosić od 16 do 1024 pikseli, a nie {size}."),
        "error.classifier.resize": MessageTemplate(
          "resize musi wynosić 0 (rozciągnięcie) albo co najmniej rozmiar wejścia ({size}), a nie {resize}."),
        "error.classifier.meanStd": MessageTemplate(
          "mean i std potrzebują po trzy liczby, a std nie może wynosić 0."),
        "error.classifier.labelsEmpty": MessageTemplate(
          "Plik etykiet jest pusty; podaj jedną etykietę w wierszu, w kolejności wyjść."),
        "error.classifier.modelEmpty": MessageTemplate(
          "Plik modelu jest pusty; podaj plik ONNX (model.onnx)."),
        "error.classifier.exists": MessageTemplate(
          "Klasyfikator o nazwie „{name}” już istnieje; najpierw go usuń (`visor models remove {name}`) albo wybierz inną nazwę."
        ),
        "error.classifier.notONNX": MessageTemplate(
          "Plik modelu nie jest modelem ONNX (nie zaczyna się jak protobuf ONNX, a OpenCV nie zdołał go wczytać). Wyeksportuj go przez torch.onnx.export(…, opset_version=10) lub tf2onnx i dodaj plik .onnx."
        ),
        "error.classifier.wrongShape": MessageTemplate(
          "Model nie działa na obrazie RGB {size}×{size} (1×3×{size}×{size}, NCHW): {reason} Podaj rozmiar, z jakim model został wyeksportowany (--size / size)."
        ),
        "error.classifier.notFound": MessageTemplate(
          "Nie ma własnego klasyfikatora „{name}”; usunąć można tylko klasyfikatory custom/<name> (zobacz `visor models list`)."
        ),
        "error.classifier.adminOnly": MessageTemplate(
          "Klasyfikatory może dodawać tylko administrator; poproś administratora tego Visora."),
        "error.classifier.none": MessageTemplate(
          "Model {id} nie ma klasyfikatora; zobacz GET /api/v1/models."),
        "error.faces.photosMissing": MessageTemplate(
          "Wyślij od 1 do {max} zdjęć jako części multipart o nazwie „photos”."),
        "error.faces.tooManyPhotos": MessageTemplate(
          "Wyślij naraz najwyżej tyle zdjęć: {max} (wysłano: {count}); wystarczą 3–5 wyraźnych."),
        "error.faces.noSuchPhoto": MessageTemplate(
          "Nie ma takiego zdjęcia „{name}”; wyświetl zdjęcia przez GET /api/v1/{kinds}."),
        "error.faces.findTarget": MessageTemplate(
          "mode=find wymaga „target”: nazwy rzeczy, której nauczono Visora, np. klucze."),
        "error.faces.off": MessageTemplate(
          "Znane osoby są wyłączone na tym serwerze; administrator może je włączyć przez --faces=true."),
        "error.faces.nameTooLong": MessageTemplate(
          "Nazwa ma długość {count} znaków; użyj najwyżej {max}, np. samego imienia."),
        "error.faces.nameControl": MessageTemplate(
          "Nazwa zawiera znaki sterujące; wyślij ją jako zwykły tekst w jednym wierszu."),
        "error.faces.idNotFound": MessageTemplate(
          "Nie ma takiego id ({what}); wyświetl swoje przez GET /api/v1/{kinds}."),
        "error.faces.modelsMissing": MessageTemplate(
          "Modele twarzy nie są zainstalowane na tym serwerze; administrator uruchamia scripts/setup.sh i restartuje Visora."
        ),
        "error.dataDir.unwritable": MessageTemplate(
          "Nie można utworzyć folderu danych {path}; wybierz inny przez --data-dir."),
        "error.call.notFound": MessageTemplate(
          "Żadne twoje połączenie nie ma tego id; zobacz GET /api/v1/help/history."),
        "error.helper.usernameMissing": MessageTemplate(
          "Pole „username” jest wymagane: nazwa użytkownika pomocnika na tym Visorze."),
        "error.helper.invitationNotFound": MessageTemplate(
          "Żadne twoje zaproszenie nie ma tego id; zobacz GET /api/v1/helpers."),
        "error.helper.linkNotFound": MessageTemplate(
          "Żadne twoje powiązanie z pomocnikiem nie ma tego id; zobacz GET /api/v1/helpers."),
        "error.help.questionTypedOrSpoken": MessageTemplate(
          "Wyślij pytanie wpisane (prompt) albo mówione (audio), nie oba naraz."),
        "error.help.notSentToYou.open": MessageTemplate(
          "Ta prośba nie została wysłana do ciebie; mogą ją otworzyć tylko pomocnicy, do których trafiła."),
        "error.help.answerTypedOrSpoken": MessageTemplate(
          "Odpowiedz pisemnie (text) albo głosem (audio), nie oba naraz."),
        "error.help.answerMissing": MessageTemplate(
          "Wyślij odpowiedź: {example} albo nagranie w polu multipart „audio”."),
        "error.help.notYours": MessageTemplate(
          "Żadna twoja prośba o pomoc nie ma tego id (mogła już zostać usunięta)."),
        "error.help.playAnswer": MessageTemplate(
          "Odpowiedź może odtworzyć tylko osoba pytająca i pomocnik, który odpowiedział."),
        "error.help.noSuchMedia": MessageTemplate("Ta prośba nie ma takiego nagrania ani zdjęcia."),
        "error.help.notSentToYou.take": MessageTemplate(
          "Ta prośba nie została wysłana do ciebie; przyjąć ją lub odpowiedzieć mogą tylko pomocnicy, do których trafiła."
        ),
        "error.helper.tooMany.invitations": MessageTemplate(
          "Za dużo zaproszeń w ciągu dziesięciu minut (limit: {count}); odczekaj {seconds} s i spróbuj ponownie."
        ),
        "error.helper.tooMany.requests": MessageTemplate(
          "Za dużo próśb do pomocników w ciągu dziesięciu minut (limit: {count}); odczekaj {seconds} s i spróbuj ponownie."
        ),
        "error.image.promptMissing": MessageTemplate(
          "Pole „prompt” jest wymagane: opisz obraz do utworzenia."),
        "error.image.promptTooLong": MessageTemplate(
          "Opis ma długość {count} znaków przy limicie {limit}. Skróć go."),
        "error.image.size": MessageTemplate(
          "Pole „size” musi mieć jedną z wartości: {sizes} (otrzymano „{got}”)."),
        "error.image.notFound": MessageTemplate(
          "Nie ma obrazu o tym id; wyświetl swoje obrazy przez GET /api/v1/images."),
        "error.image.fileMissing": MessageTemplate(
          "Brakuje pliku obrazu; usuń obraz i wygeneruj go ponownie."),
        "error.live.frameUnreadable": MessageTemplate(
          "Nie udało się zdekodować klatki. Wyślij obraz JPEG lub PNG."),
        "error.schema.unusable": MessageTemplate("Schematu JSON nie da się użyć: {detail}"),
        "error.recognizer.notFound": MessageTemplate(
          "Nie ma rozpoznawacza „{name}”; zobacz GET /api/v1/recognizers (lub `visor recognizers list`)."),
        "error.recognizer.adminOnly": MessageTemplate(
          "Rozpoznawacze może dodawać tylko administrator; poproś administratora tego Visora."),
        "error.recognizer.noEngine": MessageTemplate(
          "Nie ma ani dostawcy wizji, ani klasyfikatora offline. {howTo} Albo zainstaluj klasyfikator przez scripts/setup-classifier.sh."
        ),
        "error.recognizer.noJSON": MessageTemplate(
          "Model wizji dwa razy odpowiedział bez użytecznego JSON-a ({reason}) — spróbuj ponownie albo skonfiguruj model, który obsługuje odpowiedzi strukturalne."
        ),
        "error.record.notFoundDeleted": MessageTemplate("Nie ma wpisu o tym id; mógł już zostać usunięty."),
        "error.record.imageMissing": MessageTemplate(
          "Brakuje obrazu tego wpisu; usuń wpis i rozpoznaj zdjęcie ponownie."),
        "error.template.name": MessageTemplate(
          "Pole „name” musi mieć 2–32 małe litery, cyfry lub łączniki i zaczynać się od litery (np. „plant”)."
        ),
        "error.template.car": MessageTemplate(
          "„car” to wbudowany rozpoznawacz samochodów; wybierz inną nazwę."),
        "error.template.title": MessageTemplate("Pole „title” musi mieć 1–80 znaków (np. „Roślina”)."),
        "error.template.prompt": MessageTemplate(
          "Pole „prompt” musi mieć 1–4000 znaków mówiących, co rozpoznać na zdjęciu."),
        "error.template.titleField": MessageTemplate(
          "Pole „titleField” musi wskazywać tekstową właściwość schematu; „{field}” nią nie jest."),
        "error.cursor.invalid": MessageTemplate(
          "Ten kursor nie pochodzi z tej listy; zacznij od nowa bez niego."),
        "error.speech.emptyText": MessageTemplate("Pole „text” jest puste; wyślij słowa do wypowiedzenia."),
        "error.speech.textTooLong": MessageTemplate(
          "Wysyłaj najwyżej 20 000 znaków na żądanie; dziel dłuższe teksty."),
        "error.speech.noAudio": MessageTemplate("Model mowy nie zwrócił dźwięku; spróbuj ponownie."),
        "error.chat.noneAvailable": MessageTemplate("żaden nie jest dostępny"),
        "error.live.unknownMode": MessageTemplate(
          "Nie ma trybu na żywo „{mode}”; użyj jednego z tych: {modes}."),
        "error.live.findNeedsTarget": MessageTemplate(
          "Tryb szukania potrzebuje celu: person, text, barcode, face albo nazwy rzeczy lub osoby, której nauczono Visora (np. {example})."
        ),
        "error.live.unknownTarget": MessageTemplate(
          "Nie ma celu wyszukiwania „{target}”; użyj jednego z tych: {kinds} albo nazwy rzeczy lub osoby, której nauczono Visora (Ustawienia → Rzeczy, Ustawienia → Osoby)."
        ),
        "error.live.targetOnlyForFind": MessageTemplate(
          "Cel jest tylko dla trybu szukania; wyślij {example} bez celu."),
        "error.live.notJSON": MessageTemplate(
          "Ta wiadomość tekstowa nie jest w formacie JSON; wyślij obiekt taki jak {example}."),
        "error.live.notAnObject": MessageTemplate(
          "Wiadomość tekstowa musi być obiektem JSON, takim jak {example}."),
        "error.live.missingField": MessageTemplate(
          "W wiadomości brakuje „{field}”; dodaj to pole (zob. docs/live.md)."),
        "error.live.wrongType": MessageTemplate("„{field}” musi być typu: {expected}."),
        "error.live.unknownType": MessageTemplate(
          "Nie ma typu wiadomości „{type}”; wyślij jeden z tych: \"mode\", \"ask\", \"speak\", \"voice\"."),
        "error.live.frameTooLarge": MessageTemplate(
          "Ta klatka ma {megabytes} MB, ponad limit 2 MB; wysyłaj mniejsze klatki (wystarczą pliki JPEG 768 px)."
        ),
        "error.live.textTooLarge": MessageTemplate(
          "Ta wiadomość tekstowa ma {kilobytes} KB, ponad limit 64 KB; wysyłaj krótsze wiadomości."),
        "error.live.emptyFrame": MessageTemplate(
          "Ta klatka jest pusta; wyślij obraz JPEG lub PNG jako wiadomość binarną."),
      ]
    case "tr":
      return [
        "error.configure.imageGeneration": MessageTemplate(
          "Görsel üretme modeli yapılandırılmamış; VISOR_OPENAI_API_KEY ayarlayın (OpenAI görselleri) ya da --provider-url ile görsel API'si olan OpenAI uyumlu bir sunucu gösterin, sonra Visor'ı yeniden başlatın."
        ),
        "error.configure.vision": MessageTemplate(
          "Görme-dil modeli yapılandırılmamış; VISOR_OPENAI_API_KEY ya da VISOR_GEMINI_API_KEY ayarlayın veya --provider-url ile --provider-vision-model verin (örneğin Ollama'dan bir llava), sonra Visor'ı yeniden başlatın."
        ),
        "error.configure.scene": MessageTemplate(
          "Kullanılabilir sahne modeli yok; yerel modelleri kurmak için `make run` (ya da scripts/setup.sh) çalıştırın veya bir sağlayıcı yapılandırın."
        ),
        "error.configure.chat": MessageTemplate(
          "Kullanılabilir sohbet modeli yok; yerel modelleri kurmak için `make run` (ya da scripts/setup.sh) çalıştırın veya bir sağlayıcı yapılandırın."
        ),
        "error.configure.structured": MessageTemplate(
          "Kullanılabilir yapılandırılmış yanıt modeli yok; yerel modelleri kurmak için `make run` (ya da scripts/setup.sh) çalıştırın veya bir sağlayıcı yapılandırın."
        ),
        "error.configure.speech": MessageTemplate(
          "Kullanılabilir konuşma modeli yok; yerel modelleri kurmak için `make run` (ya da scripts/setup.sh) çalıştırın veya bir sağlayıcı yapılandırın."
        ),
        "error.configure.transcription": MessageTemplate(
          "Kullanılabilir yazıya dökme modeli yok; yerel modelleri kurmak için `make run` (ya da scripts/setup.sh) çalıştırın veya bir sağlayıcı yapılandırın."
        ),
        "error.configure.classification": MessageTemplate(
          "Kullanılabilir sınıflandırma modeli yok; yerel modelleri kurmak için `make run` (ya da scripts/setup.sh) çalıştırın veya bir sağlayıcı yapılandırın."
        ),
        "error.analysis.imageNotFound": MessageTemplate(
          "Bu kimlikte bir analiz görseli yok; kendi analizlerinizi GET /api/v1/analyses ile listeleyin."),
        "error.analysis.promptAndAudio": MessageTemplate(
          "Ya yazılı bir soru \"prompt\" ya da sesli bir soru \"audio\" gönderin, ikisini birden değil."),
        "error.analysis.noEngine": MessageTemplate(
          "Ne bir görme sağlayıcısı ne de çevrimdışı sınıflandırıcı var. {howTo}"),
        "error.analysis.silent": MessageTemplate(
          "Sesli soruda ses yok; konuşurken deklanşöre basılı tutun ya da soruyu yazın."),
        "error.analysis.notFoundDeleted": MessageTemplate(
          "Bu kimlikte bir analiz yok (silinmiş olabilir); kendi analizlerinizi GET /api/v1/analyses ile listeleyin."
        ),
        "error.analysis.emptyQuestion": MessageTemplate(
          "Soru boş; fotoğraf hakkında ne bilmek istediğinizi yazın ya da \"audio\" gönderin."),
        "error.analysis.followUpNotSaved": MessageTemplate("Ek sorunun yanıtı kaydedilmedi; yeniden sorun."),
        "error.model.unknown": MessageTemplate("\"{id}\" adında bir model yok."),
        "error.model.cannotSee": MessageTemplate(
          "\"{id}\" modeli fotoğraf göremez; GET /api/v1/models içinden \"vision\" ya da \"scene\" olan bir model seçin."
        ),
        "error.analysis.noModelSees": MessageTemplate(
          "Hiçbir model fotoğraflara bakamıyor: çevrimdışı sahne motoru kurulu değil ve bir görme sağlayıcısı yapılandırılmamış. Yerel modelleri kurmak için `make run` çalıştırın ya da VISOR_OPENAI_API_KEY ayarlayın."
        ),
        "error.field.format": MessageTemplate(
          "\"format\" alanı mp3, opus ya da wav olmalı, \"{text}\" değil."),
        "error.channel.photo": MessageTemplate("Bu kanala yanıt için bir fotoğraf ekleyin."),
        "error.chat.tooManyTokens": MessageTemplate(
          "Bu ileti yaklaşık {tokens} belirteç; modelin bir kerede okuyabileceğinden fazla (yaklaşık {limit} belirteç, kabaca {characters} karakter). Kısaltın ya da daha geniş bağlamlı bir model seçin."
        ),
        "error.chat.unknownModel": MessageTemplate(
          "\"{id}\" adında bir sohbet modeli yok; sohbet edebilen modeller: {names}. GET /api/v1/models'e bakın."
        ),
        "error.chat.modelUnavailable": MessageTemplate(
          "\"{id}\" modeli burada kullanılamıyor ({note}); sohbet edebilen modeller: {names}."),
        "error.model.notInstalled": MessageTemplate("kurulu değil"),
        "error.chat.titleTooLong": MessageTemplate(
          "\"title\" alanı en fazla {limit} karakter olabilir; kısaltın."),
        "error.chat.noImage": MessageTemplate("Bu iletide görsel yok; iletileri görmek için sohbeti açın."),
        "error.chat.empty": MessageTemplate(
          "İleti boş; gönderecek bir şey yazın (tek başına bir görsel için de bir soru gerekir)."),
        "error.chat.tooLong": MessageTemplate(
          "İleti {count} karakter; sınır {limit}. Kısaltın ya da birkaç iletiye bölün."),
        "error.chat.cannotSee.none": MessageTemplate(
          "Sohbetin modeli \"{id}\" görselleri göremez; burada hiçbir model göremiyor (bir görme sağlayıcısı yapılandırın, örneğin VISOR_OPENAI_API_KEY)."
        ),
        "error.chat.cannotSee.some": MessageTemplate(
          "Sohbetin modeli \"{id}\" görselleri göremez; görebilen modeller: {models}. Sohbetin modelini değiştirin ya da bunlardan biriyle yeni bir sohbet başlatın."
        ),
        "error.model.cannotChat": MessageTemplate("{id} modeli bu Visor'da sohbet edemez."),
        "error.schema.notObject": MessageTemplate(
          "Yapılandırılmış çıktının JSON şeması bir JSON Schema nesnesi olmalı."),
        "error.schema.noMatch": MessageTemplate(
          "{id} modeli iki kez istenen şemaya uyan JSON olmadan yanıt verdi ({problem}). Yeniden deneyin, şemayı küçük tutun ya da yapılandırılmış çıktıyı destekleyen bir model kullanın."
        ),
        "error.schema.noJSON": MessageTemplate("JSON yok"),
        "error.classifier.channels": MessageTemplate(
          "{option} tek bir sayı ya da virgülle ayrılmış üç sayı (R,G,B) olmalı, örneğin 0.485,0.456,0.406."),
        "error.classifier.fileMissing": MessageTemplate(
          "{name} özel sınıflandırıcısının {file} dosyası depoda yok; kaldırıp yeniden ekleyin."),
        "error.classifier.name": MessageTemplate(
          "Sınıflandırıcı adı harf ya da rakamla başlayan 1–40 küçük harf, rakam, - veya _ olmalı (örneğin \"cute299\")."
        ),
        "error.classifier.inputSize": MessageTemplate(
          "Giriş boyutu 16 ile 1024 piksel arasında olmalı, {size} değil."),
        "error.classifier.resize": MessageTemplate(
          "resize 0 (germe) ya da en az giriş boyutu ({size}) olmalı, {resize} değil."),
        "error.classifier.meanStd": MessageTemplate("mean ve std üçer sayı ister ve std 0 olamaz."),
        "error.classifier.labelsEmpty": MessageTemplate(
          "Etiket dosyası boş; çıktı sırasıyla her satıra bir etiket yazın."),
        "error.classifier.modelEmpty": MessageTemplate(
          "Model dosyası boş; bir ONNX dosyası verin (model.onnx)."),
        "error.classifier.exists": MessageTemplate(
          "\"{name}\" adında bir sınıflandırıcı zaten var; önce kaldırın (`visor models remove {name}`) ya da başka bir ad seçin."
        ),
        "error.classifier.notONNX": MessageTemplate(
          "Model dosyası bir ONNX modeli değil (bir ONNX protobuf'u gibi başlamıyor ve OpenCV onu yükleyemedi). torch.onnx.export(…, opset_version=10) ya da tf2onnx ile dışa aktarıp .onnx dosyasını ekleyin."
        ),
        "error.classifier.wrongShape": MessageTemplate(
          "Model {size}×{size} RGB bir görselde çalışmıyor (1×3×{size}×{size}, NCHW): {reason} Modelin dışa aktarıldığı boyutu verin (--size / size)."
        ),
        "error.classifier.notFound": MessageTemplate(
          "\"{name}\" adında bir özel sınıflandırıcı yok; yalnızca custom/<name> sınıflandırıcıları kaldırılabilir (`visor models list`'e bakın)."
        ),
        "error.classifier.adminOnly": MessageTemplate(
          "Sınıflandırıcıları yalnızca bir yönetici ekleyebilir; bu Visor'ın bir yöneticisine sorun."),
        "error.classifier.none": MessageTemplate(
          "{id} modelinin bir sınıflandırıcısı yok; GET /api/v1/models'e bakın."),
        "error.faces.photosMissing": MessageTemplate(
          "\"photos\" adlı multipart parçaları olarak 1 ile {max} arası fotoğraf gönderin."),
        "error.faces.tooManyPhotos": MessageTemplate(
          "Bir seferde en fazla {max} fotoğraf gönderin (gönderilen: {count}); 3 ile 5 net fotoğraf yeter."),
        "error.faces.noSuchPhoto": MessageTemplate(
          "\"{name}\" için böyle bir fotoğraf yok; fotoğrafları GET /api/v1/{kinds} ile listeleyin."),
        "error.faces.findTarget": MessageTemplate(
          "mode=find bir \"target\" ister: öğrettiğiniz bir eşyanın adı, örneğin anahtarlar."),
        "error.faces.off": MessageTemplate(
          "Tanıdık kişiler bu sunucuda kapalı; bir yönetici --faces=true ile açabilir."),
        "error.faces.nameTooLong": MessageTemplate(
          "Ad {count} karakter uzunluğunda; en fazla {max} kullanın, örneğin bir ilk ad."),
        "error.faces.nameControl": MessageTemplate(
          "Adda denetim karakterleri var; tek satırda düz metin olarak gönderin."),
        "error.faces.idNotFound": MessageTemplate(
          "Bu kimlik yok ({what}); kendi kayıtlarınızı GET /api/v1/{kinds} ile listeleyin."),
        "error.faces.modelsMissing": MessageTemplate(
          "Yüz modelleri bu sunucuda kurulu değil; yönetici scripts/setup.sh çalıştırıp Visor'ı yeniden başlatır."
        ),
        "error.dataDir.unwritable": MessageTemplate(
          "{path} veri klasörü oluşturulamıyor; --data-dir ile başka bir klasör seçin."),
        "error.call.notFound": MessageTemplate(
          "Aramalarınızın hiçbiri bu kimliğe sahip değil; GET /api/v1/help/history'ye bakın."),
        "error.helper.usernameMissing": MessageTemplate(
          "\"username\" alanı zorunlu: yardımcının bu Visor'daki kullanıcı adı."),
        "error.helper.invitationNotFound": MessageTemplate(
          "Davetlerinizin hiçbiri bu kimliğe sahip değil; GET /api/v1/helpers'a bakın."),
        "error.helper.linkNotFound": MessageTemplate(
          "Yardımcı bağlantılarınızın hiçbiri bu kimliğe sahip değil; GET /api/v1/helpers'a bakın."),
        "error.help.questionTypedOrSpoken": MessageTemplate(
          "Soruyu yazılı (prompt) ya da sesli (audio) gönderin, ikisini birden değil."),
        "error.help.notSentToYou.open": MessageTemplate(
          "Bu istek size gönderilmedi; yalnızca gönderildiği yardımcılar açabilir."),
        "error.help.answerTypedOrSpoken": MessageTemplate(
          "Yazılı (text) ya da sesli (audio) yanıt verin, ikisini birden değil."),
        "error.help.answerMissing": MessageTemplate(
          "Yanıtı gönderin: {example} ya da multipart \"audio\" alanında bir kayıt."),
        "error.help.notYours": MessageTemplate(
          "Yardım isteklerinizin hiçbiri bu kimliğe sahip değil (silinmiş olabilir)."),
        "error.help.playAnswer": MessageTemplate(
          "Yanıtı yalnızca soran kişi ve yanıtlayan yardımcı dinleyebilir."),
        "error.help.noSuchMedia": MessageTemplate("Bu istekte böyle bir kayıt ya da fotoğraf yok."),
        "error.help.notSentToYou.take": MessageTemplate(
          "Bu istek size gönderilmedi; yalnızca gönderildiği yardımcılar üstlenebilir ya da yanıtlayabilir."),
        "error.helper.tooMany.invitations": MessageTemplate(
          "On dakikada çok fazla davet (en fazla: {count}); {seconds} sn bekleyip yeniden deneyin."),
        "error.helper.tooMany.requests": MessageTemplate(
          "On dakikada yardımcılarınıza çok fazla istek (en fazla: {count}); {seconds} sn bekleyip yeniden deneyin."
        ),
        "error.image.promptMissing": MessageTemplate(
          "\"prompt\" alanı zorunlu: oluşturulacak görseli tarif edin."),
        "error.image.promptTooLong": MessageTemplate("Açıklama {count} karakter; sınır {limit}. Kısaltın."),
        "error.image.size": MessageTemplate(
          "\"size\" alanı şunlardan biri olmalı: {sizes} (gelen: \"{got}\")."),
        "error.image.notFound": MessageTemplate(
          "Bu kimlikte bir görsel yok; görsellerinizi GET /api/v1/images ile listeleyin."),
        "error.image.fileMissing": MessageTemplate(
          "Görselin dosyası eksik; görseli silip yeniden oluşturun."),
        "error.live.frameUnreadable": MessageTemplate(
          "Kare çözülemedi. Bir JPEG ya da PNG görseli gönderin."),
        "error.schema.unusable": MessageTemplate("JSON şeması kullanılamıyor: {detail}"),
        "error.recognizer.notFound": MessageTemplate(
          "\"{name}\" adında bir tanıyıcı yok; GET /api/v1/recognizers'a (ya da `visor recognizers list`'e) bakın."
        ),
        "error.recognizer.adminOnly": MessageTemplate(
          "Tanıyıcıları yalnızca bir yönetici ekleyebilir; bu Visor'ın bir yöneticisine sorun."),
        "error.recognizer.noEngine": MessageTemplate(
          "Ne bir görme sağlayıcısı ne de çevrimdışı sınıflandırıcı var. {howTo} Ya da sınıflandırıcıyı scripts/setup-classifier.sh ile kurun."
        ),
        "error.recognizer.noJSON": MessageTemplate(
          "Görme modeli iki kez kullanılabilir JSON olmadan yanıt verdi ({reason}); yeniden deneyin ya da yapılandırılmış çıktıyı destekleyen bir model yapılandırın."
        ),
        "error.record.notFoundDeleted": MessageTemplate(
          "Bu kimlikte bir kayıt yok; zaten silinmiş olabilir."),
        "error.record.imageMissing": MessageTemplate(
          "Bu kaydın görseli eksik; kaydı silip fotoğrafı yeniden tanıtın."),
        "error.template.name": MessageTemplate(
          "\"name\" alanı harfle başlayan 2–32 küçük harf, rakam ya da kısa çizgi olmalı (örneğin \"plant\")."
        ),
        "error.template.car": MessageTemplate("\"car\" yerleşik araba tanıyıcısıdır; başka bir ad seçin."),
        "error.template.title": MessageTemplate("\"title\" alanı 1–80 karakter olmalı (örneğin \"Bitki\")."),
        "error.template.prompt": MessageTemplate(
          "\"prompt\" alanı fotoğrafta neyin tanınacağını söyleyen 1–4000 karakter olmalı."),
        "error.template.titleField": MessageTemplate(
          "\"titleField\" alanı şemanın metin türünde bir özelliğini belirtmeli; \"{field}\" öyle değil."),
        "error.cursor.invalid": MessageTemplate(
          "İmleç bu listenin verdiği bir imleç değil; imleç olmadan yeniden başlayın."),
        "error.speech.emptyText": MessageTemplate("\"text\" alanı boş; söylenecek sözcükleri gönderin."),
        "error.speech.textTooLong": MessageTemplate(
          "İstek başına en fazla 20 000 karakter gönderin; daha uzun metinleri bölün."),
        "error.speech.noAudio": MessageTemplate("Konuşma modeli ses döndürmedi; yeniden deneyin."),
        "error.chat.noneAvailable": MessageTemplate("hiçbiri kullanılamıyor"),
        "error.live.unknownMode": MessageTemplate(
          "\"{mode}\" diye bir canlı mod yok; şunlardan birini kullanın: {modes}."),
        "error.live.findNeedsTarget": MessageTemplate(
          "Arama modunun bir hedefe ihtiyacı var: person, text, barcode, face ya da öğrettiğiniz bir eşyanın veya kişinin adı (örneğin {example})."
        ),
        "error.live.unknownTarget": MessageTemplate(
          "\"{target}\" diye bir arama hedefi yok; şunlardan birini kullanın: {kinds} ya da öğrettiğiniz bir eşyanın veya kişinin adı (Ayarlar → Eşyalar, Ayarlar → Kişiler)."
        ),
        "error.live.targetOnlyForFind": MessageTemplate(
          "Hedef yalnızca arama modu içindir; {example} iletisini hedefsiz gönderin."),
        "error.live.notJSON": MessageTemplate(
          "Bu metin iletisi JSON değil; {example} gibi bir nesne gönderin."),
        "error.live.notAnObject": MessageTemplate(
          "Bir metin iletisi {example} gibi bir JSON nesnesi olmalı."),
        "error.live.missingField": MessageTemplate("İletide \"{field}\" yok; ekleyin (bkz. docs/live.md)."),
        "error.live.wrongType": MessageTemplate("\"{field}\" şu türde olmalı: {expected}."),
        "error.live.unknownType": MessageTemplate(
          "\"{type}\" diye bir ileti türü yok; şunlardan birini gönderin: \"mode\", \"ask\", \"speak\", \"voice\"."
        ),
        "error.live.frameTooLarge": MessageTemplate(
          "Bu kare {megabytes} MB, 2 MB sınırının üzerinde; daha küçük kareler gönderin (768 px JPEG yeterli)."
        ),
        "error.live.textTooLarge": MessageTemplate(
          "Bu metin iletisi {kilobytes} KB, 64 KB sınırının üzerinde; daha kısa iletiler gönderin."),
        "error.live.emptyFrame": MessageTemplate(
          "Bu kare boş; bir JPEG ya da PNG görseli ikili ileti olarak gönderin."),
      ]
    case "ru":
      return [
        "error.configure.imageGeneration": MessageTemplate(
          "Модель для создания изображений не настроена; задайте VISOR_OPENAI_API_KEY (изображения OpenAI) или укажите в --provider-url совместимый с OpenAI сервер с API изображений, затем перезапустите Visor."
        ),
        "error.configure.vision": MessageTemplate(
          "Визуально-языковая модель не настроена; задайте VISOR_OPENAI_API_KEY или VISOR_GEMINI_API_KEY либо --provider-url с --provider-vision-model (например, llava в Ollama), затем перезапустите Visor."
        ),
        "error.configure.scene": MessageTemplate(
          "Нет доступной модели сцен; запустите `make run` (или scripts/setup.sh), чтобы установить локальные модели, или настройте провайдера."
        ),
        "error.configure.chat": MessageTemplate(
          "Нет доступной модели чата; запустите `make run` (или scripts/setup.sh), чтобы установить локальные модели, или настройте провайдера."
        ),
        "error.configure.structured": MessageTemplate(
          "Нет доступной модели структурированных ответов; запустите `make run` (или scripts/setup.sh), чтобы установить локальные модели, или настройте провайдера."
        ),
        "error.configure.speech": MessageTemplate(
          "Нет доступной модели речи; запустите `make run` (или scripts/setup.sh), чтобы установить локальные модели, или настройте провайдера."
        ),
        "error.configure.transcription": MessageTemplate(
          "Нет доступной модели распознавания речи; запустите `make run` (или scripts/setup.sh), чтобы установить локальные модели, или настройте провайдера."
        ),
        "error.configure.classification": MessageTemplate(
          "Нет доступной модели классификации; запустите `make run` (или scripts/setup.sh), чтобы установить локальные модели, или настройте провайдера."
        ),
        "error.analysis.imageNotFound": MessageTemplate(
          "Изображения анализа с таким id нет; список ваших — GET /api/v1/analyses."),
        "error.analysis.promptAndAudio": MessageTemplate(
          "Отправьте либо написанный вопрос «prompt», либо произнесённый «audio», но не оба."),
        "error.analysis.noEngine": MessageTemplate(
          "Нет ни провайдера зрения, ни офлайн-классификатора. {howTo}"),
        "error.analysis.silent": MessageTemplate(
          "В записанном вопросе тишина; удерживайте кнопку съёмки, пока говорите, или напишите вопрос."),
        "error.analysis.notFoundDeleted": MessageTemplate(
          "Анализа с таким id нет (возможно, он удалён); список ваших — GET /api/v1/analyses."),
        "error.analysis.emptyQuestion": MessageTemplate(
          "Вопрос пустой; напишите, что вы хотите узнать о фото, или отправьте «audio»."),
        "error.analysis.followUpNotSaved": MessageTemplate(
          "Ответ на уточняющий вопрос не сохранён; спросите ещё раз."),
        "error.model.unknown": MessageTemplate("Модели «{id}» нет."),
        "error.model.cannotSee": MessageTemplate(
          "Модель «{id}» не видит фото; выберите модель с «vision» или «scene» в GET /api/v1/models."),
        "error.analysis.noModelSees": MessageTemplate(
          "Ни одна модель не может смотреть фото: офлайн-движок сцен не установлен, и провайдер зрения не настроен. Запустите `make run`, чтобы установить локальные модели, или задайте VISOR_OPENAI_API_KEY."
        ),
        "error.field.format": MessageTemplate("Поле «format» должно быть mp3, opus или wav, а не «{text}»."),
        "error.channel.photo": MessageTemplate("Приложите фото, чтобы ответить в этом канале."),
        "error.chat.tooManyTokens": MessageTemplate(
          "В этом сообщении около {tokens} токенов (приблизительно) — больше, чем модель читает за раз (предел: около {limit} токенов, примерно {characters} символов); сократите его или выберите модель с большим контекстом."
        ),
        "error.chat.unknownModel": MessageTemplate(
          "Модели чата «{id}» нет; модели, умеющие общаться: {names}. См. GET /api/v1/models."),
        "error.chat.modelUnavailable": MessageTemplate(
          "Модель «{id}» здесь недоступна ({note}); модели, умеющие общаться: {names}."),
        "error.model.notInstalled": MessageTemplate("не установлена"),
        "error.chat.titleTooLong": MessageTemplate(
          "В поле «title» не больше {limit} символов (предел); сократите его."),
        "error.chat.noImage": MessageTemplate(
          "В этом сообщении нет изображения; откройте чат, чтобы увидеть его сообщения."),
        "error.chat.empty": MessageTemplate(
          "Сообщение пустое; напишите что-нибудь (к одному изображению тоже нужен вопрос)."),
        "error.chat.tooLong": MessageTemplate(
          "Длина сообщения: {count} (предел: {limit} символов). Сократите его или разбейте на несколько сообщений."
        ),
        "error.chat.cannotSee.none": MessageTemplate(
          "Модель чата «{id}» не видит изображения; здесь их не видит ни одна модель (настройте провайдера зрения, например VISOR_OPENAI_API_KEY)."
        ),
        "error.chat.cannotSee.some": MessageTemplate(
          "Модель чата «{id}» не видит изображения; модели, которые видят: {models}. Смените модель чата или начните новый чат с одной из них."
        ),
        "error.model.cannotChat": MessageTemplate("Модель {id} не умеет общаться на этом Visor."),
        "error.schema.notObject": MessageTemplate(
          "Схема JSON для структурированного ответа должна быть объектом JSON Schema."),
        "error.schema.noMatch": MessageTemplate(
          "Модель {id} дважды ответила без JSON, подходящего под запрошенную схему ({problem}). Попробуйте ещё раз, упростите схему или возьмите модель со структурированным выводом."
        ),
        "error.schema.noJSON": MessageTemplate("нет JSON"),
        "error.classifier.channels": MessageTemplate(
          "{option} — одно число или три числа через запятую (R,G,B), например 0.485,0.456,0.406."),
        "error.classifier.fileMissing": MessageTemplate(
          "У пользовательского классификатора {name} нет файла {file} в хранилище; удалите его и добавьте заново."
        ),
        "error.classifier.name": MessageTemplate(
          "Имя классификатора — от 1 до 40 строчных латинских букв, цифр, - или _, начиная с буквы или цифры (например, «cute299»)."
        ),
        "error.classifier.inputSize": MessageTemplate(
          "Входной размер должен быть от 16 до 1024 пикселей, а не {size}."),
        "error.classifier.resize": MessageTemplate(
          "resize должен быть 0 (растянуть) или не меньше входного размера ({size}), а не {resize}."),
        "error.classifier.meanStd": MessageTemplate("mean и std нужны по три числа, и std не может быть 0."),
        "error.classifier.labelsEmpty": MessageTemplate(
          "Файл меток пуст; укажите по одной метке в строке, в порядке выходов."),
        "error.classifier.modelEmpty": MessageTemplate("Файл модели пуст; передайте файл ONNX (model.onnx)."),
        "error.classifier.exists": MessageTemplate(
          "Классификатор «{name}» уже есть; сначала удалите его (`visor models remove {name}`) или выберите другое имя."
        ),
        "error.classifier.notONNX": MessageTemplate(
          "Файл модели — не модель ONNX (он начинается не как protobuf ONNX, и OpenCV не смог его загрузить). Экспортируйте его через torch.onnx.export(…, opset_version=10) или tf2onnx и добавьте файл .onnx."
        ),
        "error.classifier.wrongShape": MessageTemplate(
          "Модель не работает на RGB-изображении {size}×{size} (1×3×{size}×{size}, NCHW): {reason} Укажите размер, с которым модель экспортирована (--size / size)."
        ),
        "error.classifier.notFound": MessageTemplate(
          "Пользовательского классификатора «{name}» нет; удалить можно только классификаторы custom/<name> (см. `visor models list`)."
        ),
        "error.classifier.adminOnly": MessageTemplate(
          "Добавлять классификаторы может только администратор; обратитесь к администратору этого Visor."),
        "error.classifier.none": MessageTemplate("У модели {id} нет классификатора; см. GET /api/v1/models."),
        "error.faces.photosMissing": MessageTemplate(
          "Отправьте от 1 до {max} фото частями multipart с именем «photos»."),
        "error.faces.tooManyPhotos": MessageTemplate(
          "Отправляйте не больше {max} фото за раз (отправлено: {count}); хватит 3–5 чётких."),
        "error.faces.noSuchPhoto": MessageTemplate(
          "Такого фото «{name}» нет; список фото — GET /api/v1/{kinds}."),
        "error.faces.findTarget": MessageTemplate(
          "Для mode=find нужен «target»: название вещи, которой вы обучили Visor, например ключи."),
        "error.faces.off": MessageTemplate(
          "Знакомые люди на этом сервере выключены; администратор может включить их через --faces=true."),
        "error.faces.nameTooLong": MessageTemplate(
          "Длина имени — {count} (предел: {max} символов); возьмите, например, только имя."),
        "error.faces.nameControl": MessageTemplate(
          "В имени есть управляющие символы; отправьте его простым текстом в одну строку."),
        "error.faces.idNotFound": MessageTemplate(
          "Такого id нет ({what}); список ваших — GET /api/v1/{kinds}."),
        "error.faces.modelsMissing": MessageTemplate(
          "Модели лиц на этом сервере не установлены; администратор запускает scripts/setup.sh и перезапускает Visor."
        ),
        "error.dataDir.unwritable": MessageTemplate(
          "Не удаётся создать папку данных {path}; выберите другую через --data-dir."),
        "error.call.notFound": MessageTemplate(
          "Ни у одного вашего звонка нет такого id; см. GET /api/v1/help/history."),
        "error.helper.usernameMissing": MessageTemplate(
          "Поле «username» обязательно: имя пользователя помощника на этом Visor."),
        "error.helper.invitationNotFound": MessageTemplate(
          "Ни у одного вашего приглашения нет такого id; см. GET /api/v1/helpers."),
        "error.helper.linkNotFound": MessageTemplate(
          "Ни у одной вашей связи с помощником нет такого id; см. GET /api/v1/helpers."),
        "error.help.questionTypedOrSpoken": MessageTemplate(
          "Отправьте вопрос текстом (prompt) или голосом (audio), но не оба сразу."),
        "error.help.notSentToYou.open": MessageTemplate(
          "Этот запрос отправлен не вам; открыть его могут только помощники, которым он пришёл."),
        "error.help.answerTypedOrSpoken": MessageTemplate(
          "Ответьте текстом (text) или голосом (audio), но не обоими способами."),
        "error.help.answerMissing": MessageTemplate(
          "Отправьте ответ: {example} или запись в поле multipart «audio»."),
        "error.help.notYours": MessageTemplate(
          "Ни у одного вашего запроса помощи нет такого id (возможно, он уже удалён)."),
        "error.help.playAnswer": MessageTemplate(
          "Прослушать ответ могут только спросивший и ответивший помощник."),
        "error.help.noSuchMedia": MessageTemplate("В этом запросе нет такой записи или фото."),
        "error.help.notSentToYou.take": MessageTemplate(
          "Этот запрос отправлен не вам; взять его или ответить могут только помощники, которым он пришёл."),
        "error.helper.tooMany.invitations": MessageTemplate(
          "Слишком много приглашений за десять минут (предел: {count}); подождите {seconds} с и попробуйте ещё раз."
        ),
        "error.helper.tooMany.requests": MessageTemplate(
          "Слишком много запросов к помощникам за десять минут (предел: {count}); подождите {seconds} с и попробуйте ещё раз."
        ),
        "error.image.promptMissing": MessageTemplate(
          "Поле «prompt» обязательно: опишите изображение, которое нужно создать."),
        "error.image.promptTooLong": MessageTemplate(
          "Длина описания: {count} (предел: {limit} символов). Сократите его."),
        "error.image.size": MessageTemplate("Поле «size» должно быть одним из: {sizes} (получено «{got}»)."),
        "error.image.notFound": MessageTemplate(
          "Изображения с таким id нет; список ваших — GET /api/v1/images."),
        "error.image.fileMissing": MessageTemplate(
          "Файл изображения пропал; удалите изображение и создайте его заново."),
        "error.live.frameUnreadable": MessageTemplate(
          "Не удалось декодировать кадр. Отправьте изображение JPEG или PNG."),
        "error.schema.unusable": MessageTemplate("Схему JSON нельзя использовать: {detail}"),
        "error.recognizer.notFound": MessageTemplate(
          "Распознавателя «{name}» нет; см. GET /api/v1/recognizers (или `visor recognizers list`)."),
        "error.recognizer.adminOnly": MessageTemplate(
          "Добавлять распознаватели может только администратор; обратитесь к администратору этого Visor."),
        "error.recognizer.noEngine": MessageTemplate(
          "Нет ни провайдера зрения, ни офлайн-классификатора. {howTo} Или установите классификатор через scripts/setup-classifier.sh."
        ),
        "error.recognizer.noJSON": MessageTemplate(
          "Модель зрения дважды ответила без пригодного JSON ({reason}) — попробуйте ещё раз или настройте модель со структурированным выводом."
        ),
        "error.record.notFoundDeleted": MessageTemplate("Записи с таким id нет; возможно, она уже удалена."),
        "error.record.imageMissing": MessageTemplate(
          "Изображение этой записи пропало; удалите запись и распознайте фото заново."),
        "error.template.name": MessageTemplate(
          "Поле «name» — от 2 до 32 строчных латинских букв, цифр или дефисов, начиная с буквы (например, «plant»)."
        ),
        "error.template.car": MessageTemplate(
          "«car» — встроенный распознаватель машин; выберите другое имя."),
        "error.template.title": MessageTemplate(
          "В поле «title» — от 1 до 80 символов (например, «Растение»)."),
        "error.template.prompt": MessageTemplate(
          "В поле «prompt» — от 1 до 4000 символов о том, что распознать на фото."),
        "error.template.titleField": MessageTemplate(
          "Поле «titleField» должно называть строковое свойство схемы; «{field}» не такое."),
        "error.cursor.invalid": MessageTemplate(
          "Этот курсор выдан не этим списком; начните заново без него."),
        "error.speech.emptyText": MessageTemplate(
          "Поле «text» пустое; отправьте слова, которые нужно произнести."),
        "error.speech.textTooLong": MessageTemplate(
          "Отправляйте не больше 20 000 символов за запрос; длинный текст разбейте."),
        "error.speech.noAudio": MessageTemplate("Модель речи не вернула звук; попробуйте ещё раз."),
        "error.chat.noneAvailable": MessageTemplate("ни одной нет"),
        "error.live.unknownMode": MessageTemplate(
          "Режима прямой трансляции «{mode}» нет; используйте один из этих: {modes}."),
        "error.live.findNeedsTarget": MessageTemplate(
          "Режиму поиска нужна цель: person, text, barcode, face или имя вещи или человека, которых вы показали Visor (например, {example})."
        ),
        "error.live.unknownTarget": MessageTemplate(
          "Цели поиска «{target}» нет; используйте одну из этих: {kinds} или имя вещи или человека, которых вы показали Visor (Настройки → Вещи, Настройки → Люди)."
        ),
        "error.live.targetOnlyForFind": MessageTemplate(
          "Цель нужна только режиму поиска; отправьте {example} без неё."),
        "error.live.notJSON": MessageTemplate(
          "Это текстовое сообщение не в формате JSON; отправьте объект вроде {example}."),
        "error.live.notAnObject": MessageTemplate(
          "Текстовое сообщение должно быть объектом JSON, например {example}."),
        "error.live.missingField": MessageTemplate(
          "В сообщении нет «{field}»; добавьте это поле (см. docs/live.md)."),
        "error.live.wrongType": MessageTemplate("«{field}» должно быть таким: {expected}."),
        "error.live.unknownType": MessageTemplate(
          "Типа сообщения «{type}» нет; отправьте один из этих: \"mode\", \"ask\", \"speak\", \"voice\"."),
        "error.live.frameTooLarge": MessageTemplate(
          "Этот кадр весит {megabytes} МБ, больше предела в 2 МБ; отправляйте кадры поменьше (JPEG 768 пикселей вполне хватит)."
        ),
        "error.live.textTooLarge": MessageTemplate(
          "Это текстовое сообщение весит {kilobytes} КБ, больше предела в 64 КБ; отправляйте сообщения покороче."
        ),
        "error.live.emptyFrame": MessageTemplate(
          "Этот кадр пуст; отправьте изображение JPEG или PNG двоичным сообщением."),
      ]
    case "ar":
      return [
        "error.configure.imageGeneration": MessageTemplate(
          "لم يُضبط أي نموذج لتوليد الصور؛ اضبط VISOR_OPENAI_API_KEY (صور OpenAI) أو وجّه ‎--provider-url‎ إلى خادم متوافق مع OpenAI فيه API للصور، ثم أعد تشغيل Visor."
        ),
        "error.configure.vision": MessageTemplate(
          "لم يُضبط نموذج رؤية ولغة؛ اضبط VISOR_OPENAI_API_KEY أو VISOR_GEMINI_API_KEY، أو ‎--provider-url‎ مع ‎--provider-vision-model‎ (مثل llava من Ollama)، ثم أعد تشغيل Visor."
        ),
        "error.configure.scene": MessageTemplate(
          "لا يتوفر نموذج للمشاهد؛ شغّل `make run` (أو scripts/setup.sh) لتثبيت النماذج المحلية، أو اضبط مزوّدًا."
        ),
        "error.configure.chat": MessageTemplate(
          "لا يتوفر نموذج للمحادثة؛ شغّل `make run` (أو scripts/setup.sh) لتثبيت النماذج المحلية، أو اضبط مزوّدًا."
        ),
        "error.configure.structured": MessageTemplate(
          "لا يتوفر نموذج للإجابات المنظّمة؛ شغّل `make run` (أو scripts/setup.sh) لتثبيت النماذج المحلية، أو اضبط مزوّدًا."
        ),
        "error.configure.speech": MessageTemplate(
          "لا يتوفر نموذج للنطق؛ شغّل `make run` (أو scripts/setup.sh) لتثبيت النماذج المحلية، أو اضبط مزوّدًا."),
        "error.configure.transcription": MessageTemplate(
          "لا يتوفر نموذج لتفريغ الكلام؛ شغّل `make run` (أو scripts/setup.sh) لتثبيت النماذج المحلية، أو اضبط مزوّدًا."
        ),
        "error.configure.classification": MessageTemplate(
          "لا يتوفر نموذج للتصنيف؛ شغّل `make run` (أو scripts/setup.sh) لتثبيت النماذج المحلية، أو اضبط مزوّدًا."
        ),
        "error.analysis.imageNotFound": MessageTemplate(
          "لا توجد صورة تحليل بهذا المعرّف؛ اعرض تحليلاتك عبر GET /api/v1/analyses."),
        "error.analysis.promptAndAudio": MessageTemplate(
          "أرسل سؤالًا مكتوبًا \"prompt\" أو سؤالًا منطوقًا \"audio\"، لا الاثنين معًا."),
        "error.analysis.noEngine": MessageTemplate("لا يتوفر مزوّد رؤية ولا المصنِّف غير المتصل. {howTo}"),
        "error.analysis.silent": MessageTemplate(
          "السؤال المنطوق صامت؛ أبقِ زر الالتقاط مضغوطًا وأنت تتكلم، أو اكتب السؤال."),
        "error.analysis.notFoundDeleted": MessageTemplate(
          "لا يوجد تحليل بهذا المعرّف (ربما حُذف)؛ اعرض تحليلاتك عبر GET /api/v1/analyses."),
        "error.analysis.emptyQuestion": MessageTemplate(
          "السؤال فارغ؛ اكتب ما تريد معرفته عن الصورة، أو أرسل \"audio\"."),
        "error.analysis.followUpNotSaved": MessageTemplate("لم تُحفظ إجابة السؤال اللاحق؛ اسأل مرة أخرى."),
        "error.model.unknown": MessageTemplate("لا يوجد نموذج باسم \"{id}\"."),
        "error.model.cannotSee": MessageTemplate(
          "النموذج \"{id}\" لا يرى الصور؛ اختر نموذجًا فيه \"vision\" أو \"scene\" في GET /api/v1/models."),
        "error.analysis.noModelSees": MessageTemplate(
          "لا يستطيع أي نموذج النظر إلى الصور: محرّك المشاهد غير المتصل غير مثبّت ولا يوجد مزوّد رؤية مضبوط. شغّل `make run` لتثبيت النماذج المحلية، أو اضبط VISOR_OPENAI_API_KEY."
        ),
        "error.field.format": MessageTemplate(
          "يجب أن يكون الحقل \"format\" ‏mp3 أو opus أو wav، وليس \"{text}\"."),
        "error.channel.photo": MessageTemplate("أرفق صورة للإجابة في هذه القناة."),
        "error.chat.tooManyTokens": MessageTemplate(
          "هذه الرسالة نحو {tokens} رمزًا، أكثر مما يقرؤه النموذج دفعة واحدة (نحو {limit} رمزًا، أي قرابة {characters} حرفًا)؛ اختصرها أو اختر نموذجًا بسياق أكبر."
        ),
        "error.chat.unknownModel": MessageTemplate(
          "لا يوجد نموذج محادثة باسم \"{id}\"؛ النماذج التي تحادث: {names}. راجع GET /api/v1/models."),
        "error.chat.modelUnavailable": MessageTemplate(
          "النموذج \"{id}\" غير متاح هنا ({note})؛ النماذج التي تحادث: {names}."),
        "error.model.notInstalled": MessageTemplate("غير مثبّت"),
        "error.chat.titleTooLong": MessageTemplate(
          "يمكن أن يحوي الحقل \"title\" {limit} حرفًا على الأكثر؛ اختصره."),
        "error.chat.noImage": MessageTemplate("لا صورة في هذه الرسالة؛ افتح المحادثة لترى رسائلها."),
        "error.chat.empty": MessageTemplate(
          "الرسالة فارغة؛ اكتب شيئًا لإرساله (الصورة وحدها تحتاج سؤالًا أيضًا)."),
        "error.chat.tooLong": MessageTemplate(
          "في الرسالة {count} حرفًا والحد {limit}. اختصرها أو قسّمها إلى عدة رسائل."),
        "error.chat.cannotSee.none": MessageTemplate(
          "نموذج المحادثة \"{id}\" لا يرى الصور؛ ولا يراها أي نموذج هنا (اضبط مزوّد رؤية، مثل VISOR_OPENAI_API_KEY)."
        ),
        "error.chat.cannotSee.some": MessageTemplate(
          "نموذج المحادثة \"{id}\" لا يرى الصور؛ النماذج التي تراها: {models}. غيّر نموذج المحادثة أو ابدأ محادثة جديدة بأحدها."
        ),
        "error.model.cannotChat": MessageTemplate("النموذج {id} لا يحادث على هذا الـVisor."),
        "error.schema.notObject": MessageTemplate("يجب أن يكون مخطط JSON للمخرجات المنظّمة كائن JSON Schema."),
        "error.schema.noMatch": MessageTemplate(
          "أجاب النموذج {id} مرتين دون JSON يطابق المخطط المطلوب ({problem}). حاول مرة أخرى، أو صغّر المخطط، أو استخدم نموذجًا يدعم المخرجات المنظّمة."
        ),
        "error.schema.noJSON": MessageTemplate("لا JSON"),
        "error.classifier.channels": MessageTemplate(
          "يجب أن يكون {option} رقمًا واحدًا أو ثلاثة أرقام تفصلها فواصل (R,G,B)، مثل 0.485,0.456,0.406."),
        "error.classifier.fileMissing": MessageTemplate(
          "المصنِّف المخصّص {name} ينقصه {file} في المخزن؛ احذفه وأضفه من جديد."),
        "error.classifier.name": MessageTemplate(
          "يجب أن يتكوّن اسم المصنِّف من 1 إلى 40 حرفًا صغيرًا أو رقمًا أو - أو _، ويبدأ بحرف أو رقم (مثل \"cute299\")."
        ),
        "error.classifier.inputSize": MessageTemplate(
          "يجب أن يكون حجم الإدخال من 16 إلى 1024 بكسلًا، وليس {size}."),
        "error.classifier.resize": MessageTemplate(
          "يجب أن يكون resize ‏0 (تمديد) أو على الأقل حجم الإدخال ({size})، وليس {resize}."),
        "error.classifier.meanStd": MessageTemplate(
          "يحتاج mean وstd إلى ثلاثة أرقام لكل منهما، ولا يجوز أن يكون std صفرًا."),
        "error.classifier.labelsEmpty": MessageTemplate(
          "ملف التسميات فارغ؛ ضع تسمية واحدة في كل سطر، بترتيب المخرجات."),
        "error.classifier.modelEmpty": MessageTemplate("ملف النموذج فارغ؛ قدّم ملف ONNX ‏(model.onnx)."),
        "error.classifier.exists": MessageTemplate(
          "يوجد مصنِّف باسم \"{name}\" بالفعل؛ احذفه أولًا (`visor models remove {name}`) أو اختر اسمًا آخر."),
        "error.classifier.notONNX": MessageTemplate(
          "ملف النموذج ليس نموذج ONNX (لا يبدأ كـprotobuf لـONNX ولم يستطع OpenCV تحميله). صدّره بـtorch.onnx.export(…, opset_version=10) أو tf2onnx، ثم أضف ملف ‎.onnx‎."
        ),
        "error.classifier.wrongShape": MessageTemplate(
          "لا يعمل النموذج على صورة RGB بحجم {size}×{size} ‏(1×3×{size}×{size}، NCHW): {reason} مرّر الحجم الذي صُدِّر به النموذج (‎--size‎ / size)."
        ),
        "error.classifier.notFound": MessageTemplate(
          "لا يوجد مصنِّف مخصّص باسم \"{name}\"؛ لا يمكن حذف إلا مصنِّفات custom/<name> (راجع `visor models list`)."
        ),
        "error.classifier.adminOnly": MessageTemplate(
          "لا يضيف المصنِّفات إلا المسؤول؛ اطلب من مسؤول هذا الـVisor."),
        "error.classifier.none": MessageTemplate("لا مصنِّف مرتبط بالنموذج {id}؛ راجع GET /api/v1/models."),
        "error.faces.photosMissing": MessageTemplate(
          "أرسل من 1 إلى {max} صور كأجزاء multipart باسم \"photos\"."),
        "error.faces.tooManyPhotos": MessageTemplate(
          "أرسل {max} صور على الأكثر في المرة الواحدة (أُرسل: {count})؛ تكفي 3 إلى 5 صور واضحة."),
        "error.faces.noSuchPhoto": MessageTemplate(
          "لا توجد هذه الصورة لـ\"{name}\"؛ اعرض الصور عبر GET /api/v1/{kinds}."),
        "error.faces.findTarget": MessageTemplate(
          "يحتاج mode=find إلى \"target\": اسم غرض علّمته، مثل المفاتيح."),
        "error.faces.off": MessageTemplate(
          "الأشخاص المعروفون معطّلون على هذا الخادم؛ يستطيع المسؤول تشغيلهم بـ‎--faces=true‎."),
        "error.faces.nameTooLong": MessageTemplate(
          "في الاسم {count} حرفًا؛ استخدم {max} على الأكثر، مثل الاسم الأول."),
        "error.faces.nameControl": MessageTemplate("في الاسم محارف تحكّم؛ أرسله نصًا عاديًا في سطر واحد."),
        "error.faces.idNotFound": MessageTemplate(
          "لا يوجد هذا المعرّف ({what})؛ اعرض ما لديك عبر GET /api/v1/{kinds}."),
        "error.faces.modelsMissing": MessageTemplate(
          "نماذج الوجوه غير مثبّتة على هذا الخادم؛ يشغّل المسؤول scripts/setup.sh ويعيد تشغيل Visor."),
        "error.dataDir.unwritable": MessageTemplate(
          "يتعذّر إنشاء مجلد البيانات {path}؛ اختر غيره بـ‎--data-dir‎."),
        "error.call.notFound": MessageTemplate(
          "لا توجد مكالمة لك بهذا المعرّف؛ راجع GET /api/v1/help/history."),
        "error.helper.usernameMissing": MessageTemplate(
          "الحقل \"username\" مطلوب: اسم مستخدم المساعد على هذا الـVisor."),
        "error.helper.invitationNotFound": MessageTemplate(
          "لا توجد دعوة لك بهذا المعرّف؛ راجع GET /api/v1/helpers."),
        "error.helper.linkNotFound": MessageTemplate(
          "لا يوجد رابط مساعد لك بهذا المعرّف؛ راجع GET /api/v1/helpers."),
        "error.help.questionTypedOrSpoken": MessageTemplate(
          "أرسل السؤال مكتوبًا (prompt) أو منطوقًا (audio)، لا الاثنين."),
        "error.help.notSentToYou.open": MessageTemplate(
          "لم يُرسَل هذا الطلب إليك؛ لا يفتحه إلا المساعدون الذين أُرسل إليهم."),
        "error.help.answerTypedOrSpoken": MessageTemplate("أجب كتابةً (text) أو نطقًا (audio)، لا الاثنين."),
        "error.help.answerMissing": MessageTemplate(
          "أرسل الإجابة: {example}، أو تسجيلًا في حقل multipart ‏\"audio\"."),
        "error.help.notYours": MessageTemplate("لا يوجد طلب مساعدة لك بهذا المعرّف (ربما حُذف بالفعل)."),
        "error.help.playAnswer": MessageTemplate("لا يشغّل الإجابة إلا السائل والمساعد الذي أجاب."),
        "error.help.noSuchMedia": MessageTemplate("لا يحوي هذا الطلب هذا التسجيل أو هذه الصورة."),
        "error.help.notSentToYou.take": MessageTemplate(
          "لم يُرسَل هذا الطلب إليك؛ لا يتولاه أو يجيب عنه إلا المساعدون الذين أُرسل إليهم."),
        "error.helper.tooMany.invitations": MessageTemplate(
          "دعوات كثيرة جدًا خلال عشر دقائق (الحد: {count})؛ انتظر {seconds} ث ثم حاول مرة أخرى."),
        "error.helper.tooMany.requests": MessageTemplate(
          "طلبات كثيرة جدًا إلى مساعديك خلال عشر دقائق (الحد: {count})؛ انتظر {seconds} ث ثم حاول مرة أخرى."),
        "error.image.promptMissing": MessageTemplate("الحقل \"prompt\" مطلوب: صِف الصورة المراد إنشاؤها."),
        "error.image.promptTooLong": MessageTemplate("في الوصف {count} حرفًا والحد {limit}. اختصره."),
        "error.image.size": MessageTemplate("يجب أن يكون الحقل \"size\" أحد هذه: {sizes} (وصل \"{got}\")."),
        "error.image.notFound": MessageTemplate(
          "لا توجد صورة بهذا المعرّف؛ اعرض صورك عبر GET /api/v1/images."),
        "error.image.fileMissing": MessageTemplate("ملف الصورة مفقود؛ احذف الصورة وأنشئها من جديد."),
        "error.live.frameUnreadable": MessageTemplate("تعذّر فكّ ترميز الإطار. أرسل صورة JPEG أو PNG."),
        "error.schema.unusable": MessageTemplate("مخطط JSON غير صالح للاستخدام: {detail}"),
        "error.recognizer.notFound": MessageTemplate(
          "لا يوجد مُعرِّف باسم \"{name}\"؛ راجع GET /api/v1/recognizers (أو `visor recognizers list`)."),
        "error.recognizer.adminOnly": MessageTemplate(
          "لا يضيف المُعرِّفات إلا المسؤول؛ اطلب من مسؤول هذا الـVisor."),
        "error.recognizer.noEngine": MessageTemplate(
          "لا يتوفر مزوّد رؤية ولا المصنِّف غير المتصل. {howTo} أو ثبّت المصنِّف بـscripts/setup-classifier.sh."),
        "error.recognizer.noJSON": MessageTemplate(
          "أجاب نموذج الرؤية مرتين دون JSON صالح ({reason})؛ حاول مرة أخرى، أو اضبط نموذجًا يدعم المخرجات المنظّمة."
        ),
        "error.record.notFoundDeleted": MessageTemplate("لا يوجد سجل بهذا المعرّف؛ ربما حُذف بالفعل."),
        "error.record.imageMissing": MessageTemplate(
          "صورة هذا السجل مفقودة؛ احذف السجل وتعرّف على الصورة من جديد."),
        "error.template.name": MessageTemplate(
          "يجب أن يتكوّن الحقل \"name\" من 2 إلى 32 حرفًا صغيرًا أو رقمًا أو شرطة، ويبدأ بحرف (مثل \"plant\")."),
        "error.template.car": MessageTemplate("\"car\" هو مُعرِّف السيارات المدمج؛ اختر اسمًا آخر."),
        "error.template.title": MessageTemplate(
          "يجب أن يحوي الحقل \"title\" من 1 إلى 80 حرفًا (مثل \"نبتة\")."),
        "error.template.prompt": MessageTemplate(
          "يجب أن يحوي الحقل \"prompt\" من 1 إلى 4000 حرف تقول ما يجب التعرّف عليه في الصورة."),
        "error.template.titleField": MessageTemplate(
          "يجب أن يسمّي الحقل \"titleField\" خاصية نصية في المخطط؛ و\"{field}\" ليست كذلك."),
        "error.cursor.invalid": MessageTemplate("المؤشّر ليس مما أعطته هذه القائمة؛ ابدأ من جديد دونه."),
        "error.speech.emptyText": MessageTemplate("الحقل \"text\" فارغ؛ أرسل الكلمات المراد نطقها."),
        "error.speech.textTooLong": MessageTemplate(
          "أرسل 20 000 حرف على الأكثر في كل طلب؛ قسّم النصوص الأطول."),
        "error.speech.noAudio": MessageTemplate("لم يُرجع نموذج النطق أي صوت؛ حاول مرة أخرى."),
        "error.chat.noneAvailable": MessageTemplate("لا يتوفر أي نموذج"),
        "error.live.unknownMode": MessageTemplate(
          "لا يوجد وضع مباشر باسم \"{mode}\"؛ استخدم أحد هذه: {modes}."),
        "error.live.findNeedsTarget": MessageTemplate(
          "يحتاج وضع البحث إلى هدف: person أو text أو barcode أو face، أو اسم غرض أو شخص علّمته لـVisor (مثلًا {example})."
        ),
        "error.live.unknownTarget": MessageTemplate(
          "لا يوجد هدف بحث باسم \"{target}\"؛ استخدم أحد هذه: {kinds}، أو اسم غرض أو شخص علّمته لـVisor (الإعدادات ← الأغراض، الإعدادات ← الأشخاص)."
        ),
        "error.live.targetOnlyForFind": MessageTemplate("الهدف لوضع البحث فقط؛ أرسل {example} من دونه."),
        "error.live.notJSON": MessageTemplate("رسالة النص هذه ليست JSON؛ أرسل كائنًا مثل {example}."),
        "error.live.notAnObject": MessageTemplate("يجب أن تكون رسالة النص كائن JSON مثل {example}."),
        "error.live.missingField": MessageTemplate(
          "الرسالة لا تحتوي على \"{field}\"؛ أضفه (انظر docs/live.md)."),
        "error.live.wrongType": MessageTemplate("يجب أن يكون \"{field}\" من النوع: {expected}."),
        "error.live.unknownType": MessageTemplate(
          "لا يوجد نوع رسالة باسم \"{type}\"؛ أرسل أحد هذه: \"mode\" أو \"ask\" أو \"speak\" أو \"voice\"."),
        "error.live.frameTooLarge": MessageTemplate(
          "حجم هذا الإطار {megabytes} ميغابايت، فوق حد 2 ميغابايت؛ أرسل إطارات أصغر (تكفي صور JPEG بعرض 768 بكسل)."
        ),
        "error.live.textTooLarge": MessageTemplate(
          "حجم رسالة النص هذه {kilobytes} كيلوبايت، فوق حد 64 كيلوبايت؛ أرسل رسائل أقصر."),
        "error.live.emptyFrame": MessageTemplate("هذا الإطار فارغ؛ أرسل صورة JPEG أو PNG في رسالة ثنائية."),
      ]
    default: return [:]
    }
  }
}
