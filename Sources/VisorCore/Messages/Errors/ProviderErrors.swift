import Foundation

extension MessageCatalogue {
  /// Error sentences of providers and local models (VisorProviders, VisorLocal), in every language. Built for one
  /// language when its catalogue is first used, so the others cost no memory.
  static func providerErrors(_ code: String) -> [MessageID: MessageTemplate] {
    switch code {
    case "en":
      return [
        "error.gguf.open": MessageTemplate(
          "The model file {file} could not be opened — check that it exists and is readable."),
        "error.gguf.notGGUF": MessageTemplate(
          "The file {file} is not a GGUF model (it does not start with \"GGUF\") — choose a .gguf file."),
        "error.gguf.version": MessageTemplate(
          "The file {file} is GGUF version {version}, which Visor cannot read (versions 2 and 3 are supported) — convert it with a current llama.cpp."
        ),
        "error.gguf.corrupt": MessageTemplate(
          "The model file {file} is corrupt: it {problem} (at byte {offset}) — download it again or choose another file."
        ),
        "error.gguf.truncated": MessageTemplate(
          "The model file {file} is truncated: it ends (at {size} bytes) in the middle of {what} — download it again."
        ),
        "error.gguf.unreadable": MessageTemplate(
          "The model file {file} could not be read — check the disk and try again."),
        "error.detector.objects": MessageTemplate("Object detection failed: {reason}."),
        "error.detector.peopleCreate": MessageTemplate("Could not create the people detector: {reason}."),
        "error.detector.people": MessageTemplate("People detection failed: {reason}."),
        "error.detector.barcode": MessageTemplate("The barcode reader failed: {reason}."),
        "error.detector.barcodeLocator": MessageTemplate("The barcode locator failed: {reason}."),
        "error.detector.saliency": MessageTemplate("Saliency failed: {reason}."),
        "error.classifier.labelsMismatch": MessageTemplate(
          "The labels file has {labels} labels but the model has {outputs} outputs. Give one label per output, in output order."
        ),
        "error.scene.noStructured": MessageTemplate(
          "The offline scene engine (local/scene) cannot produce structured answers. {hint}"),
        "error.opencv.unloadable": MessageTemplate(
          "OpenCV DNN 4.6 could not load {file}: {reason}. Export the model to ONNX with opset 10 or lower (torch.onnx.export(…, opset_version=10, training=torch.onnx.TrainingMode.EVAL))."
        ),
        "error.classifier.failed": MessageTemplate("The classifier failed: {reason}."),
        "error.opencv.unrunnable": MessageTemplate(
          "The model loaded but a forward pass on a {size}×{size} input failed: {reason}. Check the input size, and export with ONNX opset 10 or lower for OpenCV 4.6."
        ),
        "error.scene.notInstalled": MessageTemplate(
          "The {what} is not installed ({path} is missing). Run scripts/setup-classifier.sh (or `make setup`) to install it, then try again."
        ),
        "error.scene.imageUnreadable": MessageTemplate(
          "The image could not be decoded ({detail}). Send a JPEG, PNG or WebP photo."),
        "error.ocr.create": MessageTemplate("Could not create the text reader (tesseract)."),
        "error.ocr.failed": MessageTemplate("The text reader could not process this image."),
        "error.e5.notInstalled": MessageTemplate(
          "The meaning-search model is not installed in {path}; run scripts/setup.sh."),
        "error.e5.load": MessageTemplate("The meaning-search engine could not be loaded ({reason})."),
        "error.e5.symbols": MessageTemplate(
          "The meaning-search engine {library} lacks e5_load or e5_embed_batch."),
        "error.e5.read": MessageTemplate("The meaning-search model {path} could not be read."),
        "error.e5.embed": MessageTemplate("The meaning-search engine failed to embed {count} texts."),
        "error.e5.dimension": MessageTemplate(
          "The meaning-search model gives vectors of {got} numbers, not {want}; run scripts/setup.sh again."),
        "error.scene.configureHint": MessageTemplate(
          "Configure a vision provider: set VISOR_OPENAI_API_KEY (or VISOR_GEMINI_API_KEY), or point Visor at an Ollama or llama.cpp server running a vision model."
        ),
        "error.speech.textEmpty": MessageTemplate("The text is empty. Send some words to speak."),
        "error.speech.voiceFailed.retry": MessageTemplate(
          "The {voice} voice could not speak this text ({reason}); try again with shorter text."),
        "error.speech.voiceFailed.shorter": MessageTemplate(
          "The {voice} voice could not speak this text ({reason}); try shorter text."),
        "error.speech.voiceFailed.install": MessageTemplate(
          "The {voice} voice could not speak this text ({reason}); install {engine} (scripts/setup.sh)."),
        "error.speech.unreadableAudio": MessageTemplate(
          "{engine} answered with audio Visor could not read; try again."),
        "error.speech.festivalMissing": MessageTemplate(
          "Festival's voices are not installed; install them with scripts/setup.sh."),
        "error.speech.voiceNotInstalled": MessageTemplate("The voice '{name}' is not installed for {model}."),
        "error.speech.voiceUnknown": MessageTemplate("The voice '{name}' does not exist for {model}."),
        "error.speech.voiceUnknownUse": MessageTemplate(
          "The voice '{name}' does not exist for {model}. Use one of: {voices}."),
        "error.speech.picoSilent": MessageTemplate(
          "The {voice} voice made no audio for this text; try again."),
        "error.speech.flite": MessageTemplate(
          "flite could not synthesise this text with the voice '{name}' ({reason}); try simpler words or another voice."
        ),
        "error.whisper.language": MessageTemplate(
          "\"{field}\" must be a language Whisper hears, as an ISO 639-1 code: Visor's languages {supported}, or {others}. \"{raw}\" is not one; send one of those (a region is fine: \"de-AT\"), or leave \"{field}\" out to have the language detected."
        ),
        "error.worker.restarting": MessageTemplate(
          "The local {name} worker stopped unexpectedly and is restarting; try again in a few seconds."),
        "error.worker.unavailable": MessageTemplate(
          "The local {name} worker could not start ({detail}). Run scripts/setup.sh to install the local models, then restart Visor."
        ),
        "error.worker.stopped": MessageTemplate(
          "The local {name} worker is shutting down; try again once Visor has restarted."),
        "error.worker.timeout": MessageTemplate(
          "The local {name} worker did not answer within {seconds} s and was restarted; try again with shorter input."
        ),
        "error.worker.failed": MessageTemplate("The local {name} worker could not do that: {detail}"),
        "error.provider.capability.vision": MessageTemplate("vision"),
        "error.provider.capability.chat": MessageTemplate("chat"),
        "error.provider.capability.speech": MessageTemplate("speech"),
        "error.provider.capability.transcription": MessageTemplate("transcription"),
        "error.provider.capability.imageGeneration": MessageTemplate("image generation"),
        "error.provider.capability.modelListing": MessageTemplate("model listing"),
        "error.provider.capability.scene": MessageTemplate("scene"),
        "error.provider.capability.classification": MessageTemplate("classification"),
        "error.provider.capability.structured": MessageTemplate("structured"),
        "error.provider.reported": MessageTemplate(
          "The {capability} provider {name} reported an error while answering{text} — try again."),
        "error.provider.reportedText": MessageTemplate(": \"{text}\""),
        "error.provider.schemaNotObject": MessageTemplate(
          "The JSON schema for structured output is not a JSON object — fix the schema."),
        "error.provider.noModel": MessageTemplate(
          "The provider {name} has no {capability} model configured — set `{field}` in its configuration."),
        "error.provider.badResponse": MessageTemplate(
          "The {capability} provider {name} {what} — try again; if it keeps happening, check that {url} is an OpenAI-compatible API root."
        ),
        "error.provider.what.truncated": MessageTemplate(
          "closed the connection before the answer was complete"),
        "error.provider.what.modelList": MessageTemplate(
          "answered GET /models with something other than a model list"),
        "error.provider.what.wav": MessageTemplate("sent audio that is not a readable WAV file"),
        "error.provider.what.transcription": MessageTemplate(
          "answered with something other than a transcription"),
        "error.provider.what.imageList": MessageTemplate("answered with something other than an image list"),
        "error.provider.what.imageFormat": MessageTemplate("sent an image that is not PNG, JPEG or WebP"),
        "error.provider.what.imageLink": MessageTemplate("gave an image link that answered {status}"),
        "error.provider.what.eventJSON": MessageTemplate("sent a stream event that is not valid JSON"),
        "error.provider.what.eventChoices": MessageTemplate("sent a stream event without `choices`"),
        "error.provider.what.streamCut": MessageTemplate("stopped streaming before the answer was complete"),
        "error.provider.what.contentType": MessageTemplate(
          "answered with Content-Type {type} instead of an event stream or JSON"),
        "error.provider.what.notCompletion": MessageTemplate(
          "answered with JSON that is not a chat completion"),
        "error.provider.tooLarge": MessageTemplate(
          "The {capability} provider {name} sent an answer of more than {size}, more than Visor accepts; nothing was saved — ask for a shorter answer, or raise the provider's limit (`limits` in its configuration)."
        ),
        "error.provider.size.mb": MessageTemplate("{n} MB"),
        "error.provider.size.kb": MessageTemplate("{n} KB"),
        "error.provider.size.bytes": MessageTemplate("{n} bytes"),
        "error.provider.size.characters": MessageTemplate("{n} characters"),
        "error.provider.seconds": MessageTemplate("{n} s"),
        "error.provider.unreachable": MessageTemplate(
          "Could not reach the {capability} provider {name} at {host} — check that the server is running and that its base URL ({url}) is right."
        ),
        "error.provider.connectTimeout": MessageTemplate(
          "Connecting to the {capability} provider {name} at {host} took longer than {time} — check the network and the base URL, then try again."
        ),
        "error.provider.firstByteTimeout": MessageTemplate(
          "The {capability} provider {name} did not start answering within {time} — try again, or raise its first-byte timeout if the model is slow."
        ),
        "error.provider.idleTimeout": MessageTemplate(
          "The {capability} provider {name} stopped sending in the middle of its answer for longer than {time} — try again, or raise its idle timeout if the model is slow."
        ),
        "error.provider.totalTimeout": MessageTemplate(
          "The {capability} provider {name} did not finish answering within {time} — try again with a shorter request, or raise its total timeout."
        ),
        "error.provider.auth": MessageTemplate(
          "The {capability} provider {name} rejected the API key ({status}) — {fix}."),
        "error.provider.fix.set": MessageTemplate("set {variable}"),
        "error.provider.fix.check": MessageTemplate("check {variable}"),
        "error.provider.fix.checkKey": MessageTemplate("check the API key configured for it"),
        "error.provider.modelNotFound": MessageTemplate(
          "The {capability} provider {name} does not know {model} (404).{said} Check the model name in the configuration (`visor providers test` lists the models it offers) and that the base URL {url} is the API root."
        ),
        "error.provider.model.named": MessageTemplate("the model '{model}'"),
        "error.provider.model.resource": MessageTemplate("the requested resource"),
        "error.provider.said": MessageTemplate(" It said: \"{text}\"."),
        "error.provider.timedOut": .plural(
          "attempts",
          [
            .one:
              "The {capability} provider {name} timed out ({status}) after {attempts} attempt — try again later.",
            .other:
              "The {capability} provider {name} timed out ({status}) after {attempts} attempts — try again later.",
          ]),
        "error.provider.rateLimited": .plural(
          "attempts",
          [
            .one:
              "The {capability} provider {name} is rate-limiting requests (429) after {attempts} attempt — {when}, or check the account's quota.{said}",
            .other:
              "The {capability} provider {name} is rate-limiting requests (429) after {attempts} attempts — {when}, or check the account's quota.{said}",
          ]),
        "error.provider.failedStatus": .plural(
          "attempts",
          [
            .one:
              "The {capability} provider {name} failed with status {status} after {attempts} attempt — {when}.{said}",
            .other:
              "The {capability} provider {name} failed with status {status} after {attempts} attempts — {when}.{said}",
          ]),
        "error.provider.when.in": MessageTemplate("try again in {seconds} s"),
        "error.provider.when.later": MessageTemplate("try again later"),
        "error.provider.refused": MessageTemplate(
          "The {capability} provider {name} refused the request ({status}).{said} Check the model's capabilities and the input."
        ),
        "provider.check.reachable": .plural(
          "count",
          [.one: "reachable at {host}, {count} model", .other: "reachable at {host}, {count} models"]),
      ]
    case "es":
      return [
        "error.gguf.open": MessageTemplate(
          "No se pudo abrir el archivo del modelo {file}; comprueba que existe y se puede leer."),
        "error.gguf.notGGUF": MessageTemplate(
          "El archivo {file} no es un modelo GGUF (no empieza por \"GGUF\"); elige un archivo .gguf."),
        "error.gguf.version": MessageTemplate(
          "El archivo {file} es GGUF versión {version}, que Visor no sabe leer (admite las versiones 2 y 3); conviértelo con un llama.cpp actual."
        ),
        "error.gguf.corrupt": MessageTemplate(
          "El archivo del modelo {file} está dañado ({problem}, en el byte {offset}); descárgalo de nuevo o elige otro archivo."
        ),
        "error.gguf.truncated": MessageTemplate(
          "El archivo del modelo {file} está incompleto: termina (a los {size} bytes) en mitad de esta parte: {what}. Descárgalo de nuevo."
        ),
        "error.gguf.unreadable": MessageTemplate(
          "No se pudo leer el archivo del modelo {file}; revisa el disco e inténtalo de nuevo."),
        "error.detector.objects": MessageTemplate("Falló la detección de objetos: {reason}."),
        "error.detector.peopleCreate": MessageTemplate("No se pudo crear el detector de personas: {reason}."),
        "error.detector.people": MessageTemplate("Falló la detección de personas: {reason}."),
        "error.detector.barcode": MessageTemplate("Falló el lector de códigos de barras: {reason}."),
        "error.detector.barcodeLocator": MessageTemplate(
          "Falló el localizador de códigos de barras: {reason}."),
        "error.detector.saliency": MessageTemplate("Falló la detección de lo más llamativo: {reason}."),
        "error.classifier.labelsMismatch": MessageTemplate(
          "El archivo de etiquetas tiene {labels} etiquetas, pero el modelo tiene {outputs} salidas. Da una etiqueta por salida, en el orden de salida."
        ),
        "error.scene.noStructured": MessageTemplate(
          "El motor de escenas sin conexión (local/scene) no puede dar respuestas estructuradas. {hint}"),
        "error.opencv.unloadable": MessageTemplate(
          "OpenCV DNN 4.6 no pudo cargar {file}: {reason}. Exporta el modelo a ONNX con opset 10 o inferior (torch.onnx.export(…, opset_version=10, training=torch.onnx.TrainingMode.EVAL))."
        ),
        "error.classifier.failed": MessageTemplate("Falló el clasificador: {reason}."),
        "error.opencv.unrunnable": MessageTemplate(
          "El modelo se cargó, pero una pasada con una entrada de {size}×{size} falló: {reason}. Revisa el tamaño de entrada y exporta con ONNX opset 10 o inferior para OpenCV 4.6."
        ),
        "error.scene.notInstalled": MessageTemplate(
          "No está instalado: {what} (falta {path}). Ejecuta scripts/setup-classifier.sh (o `make setup`) para instalarlo e inténtalo de nuevo."
        ),
        "error.scene.imageUnreadable": MessageTemplate(
          "No se pudo decodificar la imagen ({detail}). Envía una foto JPEG, PNG o WebP."),
        "error.ocr.create": MessageTemplate("No se pudo crear el lector de texto (tesseract)."),
        "error.ocr.failed": MessageTemplate("El lector de texto no pudo procesar esta imagen."),
        "error.e5.notInstalled": MessageTemplate(
          "El modelo de búsqueda por significado no está instalado en {path}; ejecuta scripts/setup.sh."),
        "error.e5.load": MessageTemplate(
          "No se pudo cargar el motor de búsqueda por significado ({reason})."),
        "error.e5.symbols": MessageTemplate(
          "Al motor de búsqueda por significado {library} le falta e5_load o e5_embed_batch."),
        "error.e5.read": MessageTemplate("No se pudo leer el modelo de búsqueda por significado {path}."),
        "error.e5.embed": MessageTemplate(
          "El motor de búsqueda por significado no pudo procesar textos (cantidad: {count})."),
        "error.e5.dimension": MessageTemplate(
          "El modelo de búsqueda por significado da vectores de {got} números, no de {want}; vuelve a ejecutar scripts/setup.sh."
        ),
        "error.scene.configureHint": MessageTemplate(
          "Configura un proveedor de visión: define VISOR_OPENAI_API_KEY (o VISOR_GEMINI_API_KEY), o apunta Visor a un servidor Ollama o llama.cpp con un modelo de visión."
        ),
        "error.speech.textEmpty": MessageTemplate("El texto está vacío. Envía algunas palabras para decir."),
        "error.speech.voiceFailed.retry": MessageTemplate(
          "La voz {voice} no pudo decir este texto ({reason}); inténtalo de nuevo con un texto más corto."),
        "error.speech.voiceFailed.shorter": MessageTemplate(
          "La voz {voice} no pudo decir este texto ({reason}); prueba con un texto más corto."),
        "error.speech.voiceFailed.install": MessageTemplate(
          "La voz {voice} no pudo decir este texto ({reason}); instala {engine} (scripts/setup.sh)."),
        "error.speech.unreadableAudio": MessageTemplate(
          "{engine} respondió con un audio que Visor no pudo leer; inténtalo de nuevo."),
        "error.speech.festivalMissing": MessageTemplate(
          "Las voces de Festival no están instaladas; instálalas con scripts/setup.sh."),
        "error.speech.voiceNotInstalled": MessageTemplate("La voz «{name}» no está instalada para {model}."),
        "error.speech.voiceUnknown": MessageTemplate("La voz «{name}» no existe para {model}."),
        "error.speech.voiceUnknownUse": MessageTemplate(
          "La voz «{name}» no existe para {model}. Usa una de estas: {voices}."),
        "error.speech.picoSilent": MessageTemplate(
          "La voz {voice} no produjo audio para este texto; inténtalo de nuevo."),
        "error.speech.flite": MessageTemplate(
          "flite no pudo sintetizar este texto con la voz «{name}» ({reason}); prueba palabras más sencillas u otra voz."
        ),
        "error.whisper.language": MessageTemplate(
          "\"{field}\" debe ser un idioma que Whisper entienda, como código ISO 639-1: los idiomas de Visor {supported}, u otros: {others}. \"{raw}\" no lo es; envía uno de ellos (con región también vale: \"de-AT\"), o quita \"{field}\" para que se detecte el idioma."
        ),
        "error.worker.restarting": MessageTemplate(
          "El proceso local ({name}) se detuvo de forma inesperada y se está reiniciando; inténtalo de nuevo en unos segundos."
        ),
        "error.worker.unavailable": MessageTemplate(
          "El proceso local ({name}) no pudo arrancar ({detail}). Ejecuta scripts/setup.sh para instalar los modelos locales y reinicia Visor."
        ),
        "error.worker.stopped": MessageTemplate(
          "El proceso local ({name}) se está cerrando; inténtalo de nuevo cuando Visor se haya reiniciado."),
        "error.worker.timeout": MessageTemplate(
          "El proceso local ({name}) no respondió en {seconds} s y se reinició; inténtalo de nuevo con algo más corto."
        ),
        "error.worker.failed": MessageTemplate("El proceso local ({name}) no pudo hacerlo: {detail}"),
        "error.provider.capability.vision": MessageTemplate("visión"),
        "error.provider.capability.chat": MessageTemplate("chat"),
        "error.provider.capability.speech": MessageTemplate("voz"),
        "error.provider.capability.transcription": MessageTemplate("transcripción"),
        "error.provider.capability.imageGeneration": MessageTemplate("generación de imágenes"),
        "error.provider.capability.modelListing": MessageTemplate("lista de modelos"),
        "error.provider.capability.scene": MessageTemplate("escenas"),
        "error.provider.capability.classification": MessageTemplate("clasificación"),
        "error.provider.capability.structured": MessageTemplate("respuestas estructuradas"),
        "error.provider.reported": MessageTemplate(
          "El proveedor {name} ({capability}) informó de un error al responder{text}; inténtalo de nuevo."),
        "error.provider.reportedText": MessageTemplate(": \"{text}\""),
        "error.provider.schemaNotObject": MessageTemplate(
          "El esquema JSON de la salida estructurada no es un objeto JSON; corrige el esquema."),
        "error.provider.noModel": MessageTemplate(
          "El proveedor {name} no tiene ningún modelo configurado para esto: {capability}. Define `{field}` en su configuración."
        ),
        "error.provider.badResponse": MessageTemplate(
          "El proveedor {name} ({capability}) {what}; inténtalo de nuevo y, si se repite, comprueba que {url} sea la raíz de una API compatible con OpenAI."
        ),
        "error.provider.what.truncated": MessageTemplate("cerró la conexión antes de completar la respuesta"),
        "error.provider.what.modelList": MessageTemplate(
          "respondió a GET /models con algo que no es una lista de modelos"),
        "error.provider.what.wav": MessageTemplate("envió un audio que no es un archivo WAV legible"),
        "error.provider.what.transcription": MessageTemplate(
          "respondió con algo que no es una transcripción"),
        "error.provider.what.imageList": MessageTemplate(
          "respondió con algo que no es una lista de imágenes"),
        "error.provider.what.imageFormat": MessageTemplate("envió una imagen que no es PNG, JPEG ni WebP"),
        "error.provider.what.imageLink": MessageTemplate("dio un enlace de imagen que respondió {status}"),
        "error.provider.what.eventJSON": MessageTemplate("envió un evento del flujo que no es JSON válido"),
        "error.provider.what.eventChoices": MessageTemplate("envió un evento del flujo sin `choices`"),
        "error.provider.what.streamCut": MessageTemplate("dejó de enviar antes de completar la respuesta"),
        "error.provider.what.contentType": MessageTemplate(
          "respondió con Content-Type {type} en lugar de un flujo de eventos o JSON"),
        "error.provider.what.notCompletion": MessageTemplate(
          "respondió con un JSON que no es una respuesta de chat"),
        "error.provider.tooLarge": MessageTemplate(
          "El proveedor {name} ({capability}) envió una respuesta de más de {size}, más de lo que Visor acepta; no se guardó nada. Pide una respuesta más corta o sube el límite del proveedor (`limits` en su configuración)."
        ),
        "error.provider.size.mb": MessageTemplate("{n} MB"),
        "error.provider.size.kb": MessageTemplate("{n} KB"),
        "error.provider.size.bytes": MessageTemplate("{n} bytes"),
        "error.provider.size.characters": MessageTemplate("{n} caracteres"),
        "error.provider.seconds": MessageTemplate("{n} s"),
        "error.provider.unreachable": MessageTemplate(
          "No se pudo contactar con el proveedor {name} ({capability}) en {host}; comprueba que el servidor está en marcha y que su URL base ({url}) es correcta."
        ),
        "error.provider.connectTimeout": MessageTemplate(
          "La conexión con el proveedor {name} ({capability}) en {host} tardó más de {time}; revisa la red y la URL base e inténtalo de nuevo."
        ),
        "error.provider.firstByteTimeout": MessageTemplate(
          "El proveedor {name} ({capability}) no empezó a responder en {time}; inténtalo de nuevo o, si el modelo es lento, sube su tiempo de espera del primer byte."
        ),
        "error.provider.idleTimeout": MessageTemplate(
          "El proveedor {name} ({capability}) dejó de enviar en mitad de la respuesta durante más de {time}; inténtalo de nuevo o, si el modelo es lento, sube su tiempo de espera de inactividad."
        ),
        "error.provider.totalTimeout": MessageTemplate(
          "El proveedor {name} ({capability}) no terminó de responder en {time}; inténtalo de nuevo con una petición más corta o sube su tiempo de espera total."
        ),
        "error.provider.auth": MessageTemplate(
          "El proveedor {name} ({capability}) rechazó la clave de API ({status}); {fix}."),
        "error.provider.fix.set": MessageTemplate("define {variable}"),
        "error.provider.fix.check": MessageTemplate("revisa {variable}"),
        "error.provider.fix.checkKey": MessageTemplate("revisa la clave de API configurada para él"),
        "error.provider.modelNotFound": MessageTemplate(
          "El proveedor {name} ({capability}) no conoce {model} (404).{said} Revisa el nombre del modelo en la configuración (`visor providers test` lista los modelos que ofrece) y que la URL base {url} sea la raíz de la API."
        ),
        "error.provider.model.named": MessageTemplate("el modelo «{model}»"),
        "error.provider.model.resource": MessageTemplate("el recurso pedido"),
        "error.provider.said": MessageTemplate(" Dijo: \"{text}\"."),
        "error.provider.timedOut": .plural(
          "attempts",
          [
            .zero:
              "El proveedor {name} ({capability}) agotó el tiempo de espera ({status}; intentos: {attempts}); inténtalo más tarde.",
            .one:
              "El proveedor {name} ({capability}) agotó el tiempo de espera ({status}; intentos: {attempts}); inténtalo más tarde.",
            .two:
              "El proveedor {name} ({capability}) agotó el tiempo de espera ({status}; intentos: {attempts}); inténtalo más tarde.",
            .few:
              "El proveedor {name} ({capability}) agotó el tiempo de espera ({status}; intentos: {attempts}); inténtalo más tarde.",
            .many:
              "El proveedor {name} ({capability}) agotó el tiempo de espera ({status}; intentos: {attempts}); inténtalo más tarde.",
            .other:
              "El proveedor {name} ({capability}) agotó el tiempo de espera ({status}; intentos: {attempts}); inténtalo más tarde.",
          ]),
        "error.provider.rateLimited": .plural(
          "attempts",
          [
            .zero:
              "El proveedor {name} ({capability}) está limitando las peticiones (429; intentos: {attempts}); {when}, o revisa la cuota de la cuenta.{said}",
            .one:
              "El proveedor {name} ({capability}) está limitando las peticiones (429; intentos: {attempts}); {when}, o revisa la cuota de la cuenta.{said}",
            .two:
              "El proveedor {name} ({capability}) está limitando las peticiones (429; intentos: {attempts}); {when}, o revisa la cuota de la cuenta.{said}",
            .few:
              "El proveedor {name} ({capability}) está limitando las peticiones (429; intentos: {attempts}); {when}, o revisa la cuota de la cuenta.{said}",
            .many:
              "El proveedor {name} ({capability}) está limitando las peticiones (429; intentos: {attempts}); {when}, o revisa la cuota de la cuenta.{said}",
            .other:
              "El proveedor {name} ({capability}) está limitando las peticiones (429; intentos: {attempts}); {when}, o revisa la cuota de la cuenta.{said}",
          ]),
        "error.provider.failedStatus": .plural(
          "attempts",
          [
            .zero:
              "El proveedor {name} ({capability}) falló con el estado {status} (intentos: {attempts}); {when}.{said}",
            .one:
              "El proveedor {name} ({capability}) falló con el estado {status} (intentos: {attempts}); {when}.{said}",
            .two:
              "El proveedor {name} ({capability}) falló con el estado {status} (intentos: {attempts}); {when}.{said}",
            .few:
              "El proveedor {name} ({capability}) falló con el estado {status} (intentos: {attempts}); {when}.{said}",
            .many:
              "El proveedor {name} ({capability}) falló con el estado {status} (intentos: {attempts}); {when}.{said}",
            .other:
              "El proveedor {name} ({capability}) falló con el estado {status} (intentos: {attempts}); {when}.{said}",
          ]),
        "error.provider.when.in": MessageTemplate("inténtalo de nuevo en {seconds} s"),
        "error.provider.when.later": MessageTemplate("inténtalo más tarde"),
        "error.provider.refused": MessageTemplate(
          "El proveedor {name} ({capability}) rechazó la petición ({status}).{said} Revisa lo que puede hacer el modelo y los datos enviados."
        ),
        "provider.check.reachable": .plural(
          "count",
          [
            .zero: "accesible en {host}; modelos: {count}", .one: "accesible en {host}; modelos: {count}",
            .two: "accesible en {host}; modelos: {count}", .few: "accesible en {host}; modelos: {count}",
            .many: "accesible en {host}; modelos: {count}", .other: "accesible en {host}; modelos: {count}",
          ]),
      ]
    case "fr":
      return [
        "error.gguf.open": MessageTemplate(
          "Le fichier du modèle {file} n'a pas pu être ouvert ; vérifiez qu'il existe et qu'il est lisible."),
        "error.gguf.notGGUF": MessageTemplate(
          "Le fichier {file} n'est pas un modèle GGUF (il ne commence pas par « GGUF ») ; choisissez un fichier .gguf."
        ),
        "error.gguf.version": MessageTemplate(
          "Le fichier {file} est en GGUF version {version}, que Visor ne sait pas lire (versions 2 et 3 prises en charge) ; convertissez-le avec un llama.cpp récent."
        ),
        "error.gguf.corrupt": MessageTemplate(
          "Le fichier du modèle {file} est corrompu ({problem}, à l'octet {offset}) ; téléchargez-le à nouveau ou choisissez un autre fichier."
        ),
        "error.gguf.truncated": MessageTemplate(
          "Le fichier du modèle {file} est tronqué : il s'arrête (à {size} octets) au milieu de cette partie : {what}. Téléchargez-le à nouveau."
        ),
        "error.gguf.unreadable": MessageTemplate(
          "Le fichier du modèle {file} n'a pas pu être lu ; vérifiez le disque et réessayez."),
        "error.detector.objects": MessageTemplate("La détection d'objets a échoué : {reason}."),
        "error.detector.peopleCreate": MessageTemplate(
          "Impossible de créer le détecteur de personnes : {reason}."),
        "error.detector.people": MessageTemplate("La détection de personnes a échoué : {reason}."),
        "error.detector.barcode": MessageTemplate("Le lecteur de codes-barres a échoué : {reason}."),
        "error.detector.barcodeLocator": MessageTemplate("La recherche de codes-barres a échoué : {reason}."),
        "error.detector.saliency": MessageTemplate("La détection de l'élément saillant a échoué : {reason}."),
        "error.classifier.labelsMismatch": MessageTemplate(
          "Le fichier d'étiquettes en compte {labels}, mais le modèle a {outputs} sorties. Donnez une étiquette par sortie, dans l'ordre des sorties."
        ),
        "error.scene.noStructured": MessageTemplate(
          "Le moteur de scène hors ligne (local/scene) ne sait pas produire de réponses structurées. {hint}"),
        "error.opencv.unloadable": MessageTemplate(
          "OpenCV DNN 4.6 n'a pas pu charger {file} : {reason}. Exportez le modèle en ONNX avec l'opset 10 ou inférieur (torch.onnx.export(…, opset_version=10, training=torch.onnx.TrainingMode.EVAL))."
        ),
        "error.classifier.failed": MessageTemplate("Le classificateur a échoué : {reason}."),
        "error.opencv.unrunnable": MessageTemplate(
          "Le modèle s'est chargé, mais une passe sur une entrée de {size}×{size} a échoué : {reason}. Vérifiez la taille d'entrée, et exportez en ONNX opset 10 ou inférieur pour OpenCV 4.6."
        ),
        "error.scene.notInstalled": MessageTemplate(
          "Non installé : {what} ({path} manque). Lancez scripts/setup-classifier.sh (ou `make setup`) pour l'installer, puis réessayez."
        ),
        "error.scene.imageUnreadable": MessageTemplate(
          "L'image n'a pas pu être décodée ({detail}). Envoyez une photo JPEG, PNG ou WebP."),
        "error.ocr.create": MessageTemplate("Impossible de créer le lecteur de texte (tesseract)."),
        "error.ocr.failed": MessageTemplate("Le lecteur de texte n'a pas pu traiter cette image."),
        "error.e5.notInstalled": MessageTemplate(
          "Le modèle de recherche par le sens n'est pas installé dans {path} ; lancez scripts/setup.sh."),
        "error.e5.load": MessageTemplate(
          "Le moteur de recherche par le sens n'a pas pu être chargé ({reason})."),
        "error.e5.symbols": MessageTemplate(
          "Il manque e5_load ou e5_embed_batch au moteur de recherche par le sens {library}."),
        "error.e5.read": MessageTemplate("Le modèle de recherche par le sens {path} n'a pas pu être lu."),
        "error.e5.embed": MessageTemplate(
          "Le moteur de recherche par le sens n'a pas pu traiter des textes (nombre : {count})."),
        "error.e5.dimension": MessageTemplate(
          "Le modèle de recherche par le sens donne des vecteurs de {got} nombres, pas {want} ; relancez scripts/setup.sh."
        ),
        "error.scene.configureHint": MessageTemplate(
          "Configurez un fournisseur de vision : définissez VISOR_OPENAI_API_KEY (ou VISOR_GEMINI_API_KEY), ou pointez Visor vers un serveur Ollama ou llama.cpp qui fait tourner un modèle de vision."
        ),
        "error.speech.textEmpty": MessageTemplate("Le texte est vide. Envoyez quelques mots à dire."),
        "error.speech.voiceFailed.retry": MessageTemplate(
          "La voix {voice} n'a pas pu dire ce texte ({reason}) ; réessayez avec un texte plus court."),
        "error.speech.voiceFailed.shorter": MessageTemplate(
          "La voix {voice} n'a pas pu dire ce texte ({reason}) ; essayez un texte plus court."),
        "error.speech.voiceFailed.install": MessageTemplate(
          "La voix {voice} n'a pas pu dire ce texte ({reason}) ; installez {engine} (scripts/setup.sh)."),
        "error.speech.unreadableAudio": MessageTemplate(
          "{engine} a renvoyé un son que Visor n'a pas pu lire ; réessayez."),
        "error.speech.festivalMissing": MessageTemplate(
          "Les voix de Festival ne sont pas installées ; installez-les avec scripts/setup.sh."),
        "error.speech.voiceNotInstalled": MessageTemplate(
          "La voix « {name} » n'est pas installée pour {model}."),
        "error.speech.voiceUnknown": MessageTemplate("La voix « {name} » n'existe pas pour {model}."),
        "error.speech.voiceUnknownUse": MessageTemplate(
          "La voix « {name} » n'existe pas pour {model}. Utilisez l'une de celles-ci : {voices}."),
        "error.speech.picoSilent": MessageTemplate(
          "La voix {voice} n'a produit aucun son pour ce texte ; réessayez."),
        "error.speech.flite": MessageTemplate(
          "flite n'a pas pu synthétiser ce texte avec la voix « {name} » ({reason}) ; essayez des mots plus simples ou une autre voix."
        ),
        "error.whisper.language": MessageTemplate(
          "« {field} » doit être une langue que Whisper entend, en code ISO 639-1 : les langues de Visor {supported}, ou d'autres : {others}. « {raw} » n'en est pas une ; envoyez l'une d'elles (une région convient : « de-AT »), ou retirez « {field} » pour que la langue soit détectée."
        ),
        "error.worker.restarting": MessageTemplate(
          "Le processus local ({name}) s'est arrêté de façon inattendue et redémarre ; réessayez dans quelques secondes."
        ),
        "error.worker.unavailable": MessageTemplate(
          "Le processus local ({name}) n'a pas pu démarrer ({detail}). Lancez scripts/setup.sh pour installer les modèles locaux, puis redémarrez Visor."
        ),
        "error.worker.stopped": MessageTemplate(
          "Le processus local ({name}) s'arrête ; réessayez une fois Visor redémarré."),
        "error.worker.timeout": MessageTemplate(
          "Le processus local ({name}) n'a pas répondu en {seconds} s et a été redémarré ; réessayez avec une entrée plus courte."
        ),
        "error.worker.failed": MessageTemplate("Le processus local ({name}) n'a pas pu le faire : {detail}"),
        "error.provider.capability.vision": MessageTemplate("vision"),
        "error.provider.capability.chat": MessageTemplate("discussion"),
        "error.provider.capability.speech": MessageTemplate("voix"),
        "error.provider.capability.transcription": MessageTemplate("transcription"),
        "error.provider.capability.imageGeneration": MessageTemplate("génération d'images"),
        "error.provider.capability.modelListing": MessageTemplate("liste des modèles"),
        "error.provider.capability.scene": MessageTemplate("scène"),
        "error.provider.capability.classification": MessageTemplate("classification"),
        "error.provider.capability.structured": MessageTemplate("réponses structurées"),
        "error.provider.reported": MessageTemplate(
          "Le fournisseur {name} ({capability}) a signalé une erreur en répondant{text} ; réessayez."),
        "error.provider.reportedText": MessageTemplate(" : « {text} »"),
        "error.provider.schemaNotObject": MessageTemplate(
          "Le schéma JSON de la sortie structurée n'est pas un objet JSON ; corrigez le schéma."),
        "error.provider.noModel": MessageTemplate(
          "Le fournisseur {name} n'a aucun modèle configuré pour ceci : {capability}. Définissez `{field}` dans sa configuration."
        ),
        "error.provider.badResponse": MessageTemplate(
          "Le fournisseur {name} ({capability}) {what} ; réessayez et, si cela se reproduit, vérifiez que {url} est la racine d'une API compatible OpenAI."
        ),
        "error.provider.what.truncated": MessageTemplate("a fermé la connexion avant la fin de la réponse"),
        "error.provider.what.modelList": MessageTemplate(
          "a répondu à GET /models par autre chose qu'une liste de modèles"),
        "error.provider.what.wav": MessageTemplate("a envoyé un son qui n'est pas un fichier WAV lisible"),
        "error.provider.what.transcription": MessageTemplate(
          "a répondu par autre chose qu'une transcription"),
        "error.provider.what.imageList": MessageTemplate("a répondu par autre chose qu'une liste d'images"),
        "error.provider.what.imageFormat": MessageTemplate(
          "a envoyé une image qui n'est ni PNG, ni JPEG, ni WebP"),
        "error.provider.what.imageLink": MessageTemplate("a donné un lien d'image qui a répondu {status}"),
        "error.provider.what.eventJSON": MessageTemplate(
          "a envoyé un événement de flux qui n'est pas du JSON valide"),
        "error.provider.what.eventChoices": MessageTemplate("a envoyé un événement de flux sans `choices`"),
        "error.provider.what.streamCut": MessageTemplate("a cessé d'envoyer avant la fin de la réponse"),
        "error.provider.what.contentType": MessageTemplate(
          "a répondu avec le Content-Type {type} au lieu d'un flux d'événements ou de JSON"),
        "error.provider.what.notCompletion": MessageTemplate(
          "a répondu par un JSON qui n'est pas une réponse de discussion"),
        "error.provider.tooLarge": MessageTemplate(
          "Le fournisseur {name} ({capability}) a envoyé une réponse de plus de {size}, plus que Visor n'accepte ; rien n'a été enregistré. Demandez une réponse plus courte, ou relevez la limite du fournisseur (`limits` dans sa configuration)."
        ),
        "error.provider.size.mb": MessageTemplate("{n} Mo"),
        "error.provider.size.kb": MessageTemplate("{n} Ko"),
        "error.provider.size.bytes": MessageTemplate("{n} octets"),
        "error.provider.size.characters": MessageTemplate("{n} caractères"),
        "error.provider.seconds": MessageTemplate("{n} s"),
        "error.provider.unreachable": MessageTemplate(
          "Impossible de joindre le fournisseur {name} ({capability}) à {host} ; vérifiez que le serveur tourne et que son URL de base ({url}) est juste."
        ),
        "error.provider.connectTimeout": MessageTemplate(
          "La connexion au fournisseur {name} ({capability}) à {host} a pris plus de {time} ; vérifiez le réseau et l'URL de base, puis réessayez."
        ),
        "error.provider.firstByteTimeout": MessageTemplate(
          "Le fournisseur {name} ({capability}) n'a pas commencé à répondre en {time} ; réessayez, ou relevez son délai du premier octet si le modèle est lent."
        ),
        "error.provider.idleTimeout": MessageTemplate(
          "Le fournisseur {name} ({capability}) a cessé d'envoyer au milieu de sa réponse pendant plus de {time} ; réessayez, ou relevez son délai d'inactivité si le modèle est lent."
        ),
        "error.provider.totalTimeout": MessageTemplate(
          "Le fournisseur {name} ({capability}) n'a pas fini de répondre en {time} ; réessayez avec une requête plus courte, ou relevez son délai total."
        ),
        "error.provider.auth": MessageTemplate(
          "Le fournisseur {name} ({capability}) a refusé la clé d'API ({status}) ; {fix}."),
        "error.provider.fix.set": MessageTemplate("définissez {variable}"),
        "error.provider.fix.check": MessageTemplate("vérifiez {variable}"),
        "error.provider.fix.checkKey": MessageTemplate("vérifiez la clé d'API configurée pour lui"),
        "error.provider.modelNotFound": MessageTemplate(
          "Le fournisseur {name} ({capability}) ne connaît pas {model} (404).{said} Vérifiez le nom du modèle dans la configuration (`visor providers test` liste les modèles qu'il propose) et que l'URL de base {url} est la racine de l'API."
        ),
        "error.provider.model.named": MessageTemplate("le modèle « {model} »"),
        "error.provider.model.resource": MessageTemplate("la ressource demandée"),
        "error.provider.said": MessageTemplate(" Il a dit : « {text} »."),
        "error.provider.timedOut": .plural(
          "attempts",
          [
            .zero:
              "Le fournisseur {name} ({capability}) a dépassé le délai ({status} ; tentatives : {attempts}) ; réessayez plus tard.",
            .one:
              "Le fournisseur {name} ({capability}) a dépassé le délai ({status} ; tentatives : {attempts}) ; réessayez plus tard.",
            .two:
              "Le fournisseur {name} ({capability}) a dépassé le délai ({status} ; tentatives : {attempts}) ; réessayez plus tard.",
            .few:
              "Le fournisseur {name} ({capability}) a dépassé le délai ({status} ; tentatives : {attempts}) ; réessayez plus tard.",
            .many:
              "Le fournisseur {name} ({capability}) a dépassé le délai ({status} ; tentatives : {attempts}) ; réessayez plus tard.",
            .other:
              "Le fournisseur {name} ({capability}) a dépassé le délai ({status} ; tentatives : {attempts}) ; réessayez plus tard.",
          ]),
        "error.provider.rateLimited": .plural(
          "attempts",
          [
            .zero:
              "Le fournisseur {name} ({capability}) limite les requêtes (429 ; tentatives : {attempts}) ; {when}, ou vérifiez le quota du compte.{said}",
            .one:
              "Le fournisseur {name} ({capability}) limite les requêtes (429 ; tentatives : {attempts}) ; {when}, ou vérifiez le quota du compte.{said}",
            .two:
              "Le fournisseur {name} ({capability}) limite les requêtes (429 ; tentatives : {attempts}) ; {when}, ou vérifiez le quota du compte.{said}",
            .few:
              "Le fournisseur {name} ({capability}) limite les requêtes (429 ; tentatives : {attempts}) ; {when}, ou vérifiez le quota du compte.{said}",
            .many:
              "Le fournisseur {name} ({capability}) limite les requêtes (429 ; tentatives : {attempts}) ; {when}, ou vérifiez le quota du compte.{said}",
            .other:
              "Le fournisseur {name} ({capability}) limite les requêtes (429 ; tentatives : {attempts}) ; {when}, ou vérifiez le quota du compte.{said}",
          ]),
        "error.provider.failedStatus": .plural(
          "attempts",
          [
            .zero:
              "Le fournisseur {name} ({capability}) a échoué avec le statut {status} (tentatives : {attempts}) ; {when}.{said}",
            .one:
              "Le fournisseur {name} ({capability}) a échoué avec le statut {status} (tentatives : {attempts}) ; {when}.{said}",
            .two:
              "Le fournisseur {name} ({capability}) a échoué avec le statut {status} (tentatives : {attempts}) ; {when}.{said}",
            .few:
              "Le fournisseur {name} ({capability}) a échoué avec le statut {status} (tentatives : {attempts}) ; {when}.{said}",
            .many:
              "Le fournisseur {name} ({capability}) a échoué avec le statut {status} (tentatives : {attempts}) ; {when}.{said}",
            .other:
              "Le fournisseur {name} ({capability}) a échoué avec le statut {status} (tentatives : {attempts}) ; {when}.{said}",
          ]),
        "error.provider.when.in": MessageTemplate("réessayez dans {seconds} s"),
        "error.provider.when.later": MessageTemplate("réessayez plus tard"),
        "error.provider.refused": MessageTemplate(
          "Le fournisseur {name} ({capability}) a refusé la requête ({status}).{said} Vérifiez ce que sait faire le modèle et les données envoyées."
        ),
        "provider.check.reachable": .plural(
          "count",
          [
            .zero: "joignable à {host} ; modèles : {count}", .one: "joignable à {host} ; modèles : {count}",
            .two: "joignable à {host} ; modèles : {count}", .few: "joignable à {host} ; modèles : {count}",
            .many: "joignable à {host} ; modèles : {count}", .other: "joignable à {host} ; modèles : {count}",
          ]),
      ]
    case "de":
      return [
        "error.gguf.open": MessageTemplate(
          "Die Modelldatei {file} ließ sich nicht öffnen – prüf, ob es sie gibt und ob sie lesbar ist."),
        "error.gguf.notGGUF": MessageTemplate(
          "Die Datei {file} ist kein GGUF-Modell (sie beginnt nicht mit „GGUF“) – wähle eine .gguf-Datei."),
        "error.gguf.version": MessageTemplate(
          "Die Datei {file} ist GGUF Version {version}, die Visor nicht lesen kann (unterstützt: Version 2 und 3) – konvertiere sie mit einem aktuellen llama.cpp."
        ),
        "error.gguf.corrupt": MessageTemplate(
          "Die Modelldatei {file} ist beschädigt ({problem}, bei Byte {offset}) – lade sie neu herunter oder wähle eine andere Datei."
        ),
        "error.gguf.truncated": MessageTemplate(
          "Die Modelldatei {file} ist abgeschnitten: Sie endet (nach {size} Bytes) mitten in diesem Teil: {what}. Lade sie neu herunter."
        ),
        "error.gguf.unreadable": MessageTemplate(
          "Die Modelldatei {file} ließ sich nicht lesen – prüf den Datenträger und versuch es noch einmal."),
        "error.detector.objects": MessageTemplate("Die Objekterkennung ist fehlgeschlagen: {reason}."),
        "error.detector.peopleCreate": MessageTemplate(
          "Der Personendetektor ließ sich nicht erstellen: {reason}."),
        "error.detector.people": MessageTemplate("Die Personenerkennung ist fehlgeschlagen: {reason}."),
        "error.detector.barcode": MessageTemplate("Der Barcode-Leser ist fehlgeschlagen: {reason}."),
        "error.detector.barcodeLocator": MessageTemplate("Die Barcode-Suche ist fehlgeschlagen: {reason}."),
        "error.detector.saliency": MessageTemplate("Die Auffälligkeitsanalyse ist fehlgeschlagen: {reason}."),
        "error.classifier.labelsMismatch": MessageTemplate(
          "Die Label-Datei hat {labels} Labels, das Modell aber {outputs} Ausgaben. Gib ein Label pro Ausgabe an, in der Reihenfolge der Ausgaben."
        ),
        "error.scene.noStructured": MessageTemplate(
          "Die Offline-Szenenerkennung (local/scene) kann keine strukturierten Antworten geben. {hint}"),
        "error.opencv.unloadable": MessageTemplate(
          "OpenCV DNN 4.6 konnte {file} nicht laden: {reason}. Exportiere das Modell nach ONNX mit Opset 10 oder niedriger (torch.onnx.export(…, opset_version=10, training=torch.onnx.TrainingMode.EVAL))."
        ),
        "error.classifier.failed": MessageTemplate("Der Klassifikator ist fehlgeschlagen: {reason}."),
        "error.opencv.unrunnable": MessageTemplate(
          "Das Modell wurde geladen, aber ein Durchlauf mit einer Eingabe von {size}×{size} schlug fehl: {reason}. Prüf die Eingabegröße und exportiere mit ONNX-Opset 10 oder niedriger für OpenCV 4.6."
        ),
        "error.scene.notInstalled": MessageTemplate(
          "Nicht installiert: {what} ({path} fehlt). Führ scripts/setup-classifier.sh (oder `make setup`) aus, um es zu installieren, und versuch es dann noch einmal."
        ),
        "error.scene.imageUnreadable": MessageTemplate(
          "Das Bild ließ sich nicht dekodieren ({detail}). Sende ein Foto als JPEG, PNG oder WebP."),
        "error.ocr.create": MessageTemplate("Der Texterkenner (tesseract) ließ sich nicht erstellen."),
        "error.ocr.failed": MessageTemplate("Der Texterkenner konnte dieses Bild nicht verarbeiten."),
        "error.e5.notInstalled": MessageTemplate(
          "Das Modell für die Suche nach Bedeutung ist nicht in {path} installiert; führ scripts/setup.sh aus."
        ),
        "error.e5.load": MessageTemplate("Die Suche nach Bedeutung ließ sich nicht laden ({reason})."),
        "error.e5.symbols": MessageTemplate(
          "Der Suche nach Bedeutung {library} fehlt e5_load oder e5_embed_batch."),
        "error.e5.read": MessageTemplate(
          "Das Modell für die Suche nach Bedeutung {path} ließ sich nicht lesen."),
        "error.e5.embed": MessageTemplate(
          "Die Suche nach Bedeutung konnte Texte nicht verarbeiten (Anzahl: {count})."),
        "error.e5.dimension": MessageTemplate(
          "Das Modell für die Suche nach Bedeutung liefert Vektoren mit {got} Zahlen, nicht {want}; führ scripts/setup.sh noch einmal aus."
        ),
        "error.scene.configureHint": MessageTemplate(
          "Richte einen Bildanbieter ein: Setz VISOR_OPENAI_API_KEY (oder VISOR_GEMINI_API_KEY) oder richte Visor auf einen Ollama- oder llama.cpp-Server mit einem Bildmodell."
        ),
        "error.speech.textEmpty": MessageTemplate("Der Text ist leer. Sende ein paar Wörter zum Sprechen."),
        "error.speech.voiceFailed.retry": MessageTemplate(
          "Die Stimme {voice} konnte diesen Text nicht sprechen ({reason}); versuch es mit kürzerem Text noch einmal."
        ),
        "error.speech.voiceFailed.shorter": MessageTemplate(
          "Die Stimme {voice} konnte diesen Text nicht sprechen ({reason}); versuch kürzeren Text."),
        "error.speech.voiceFailed.install": MessageTemplate(
          "Die Stimme {voice} konnte diesen Text nicht sprechen ({reason}); installiere {engine} (scripts/setup.sh)."
        ),
        "error.speech.unreadableAudio": MessageTemplate(
          "{engine} hat Audio geliefert, das Visor nicht lesen konnte; versuch es noch einmal."),
        "error.speech.festivalMissing": MessageTemplate(
          "Die Stimmen von Festival sind nicht installiert; installiere sie mit scripts/setup.sh."),
        "error.speech.voiceNotInstalled": MessageTemplate(
          "Die Stimme „{name}“ ist für {model} nicht installiert."),
        "error.speech.voiceUnknown": MessageTemplate("Die Stimme „{name}“ gibt es für {model} nicht."),
        "error.speech.voiceUnknownUse": MessageTemplate(
          "Die Stimme „{name}“ gibt es für {model} nicht. Nimm eine davon: {voices}."),
        "error.speech.picoSilent": MessageTemplate(
          "Die Stimme {voice} hat für diesen Text kein Audio erzeugt; versuch es noch einmal."),
        "error.speech.flite": MessageTemplate(
          "flite konnte diesen Text mit der Stimme „{name}“ nicht erzeugen ({reason}); versuch einfachere Wörter oder eine andere Stimme."
        ),
        "error.whisper.language": MessageTemplate(
          "„{field}“ muss eine Sprache sein, die Whisper versteht, als ISO-639-1-Code: die Sprachen von Visor {supported} oder weitere: {others}. „{raw}“ ist keine davon; sende eine davon (mit Region geht auch: „de-AT“) oder lass „{field}“ weg, damit die Sprache erkannt wird."
        ),
        "error.worker.restarting": MessageTemplate(
          "Der lokale Prozess ({name}) ist unerwartet beendet worden und startet neu; versuch es in ein paar Sekunden noch einmal."
        ),
        "error.worker.unavailable": MessageTemplate(
          "Der lokale Prozess ({name}) konnte nicht starten ({detail}). Führ scripts/setup.sh aus, um die lokalen Modelle zu installieren, und starte Visor dann neu."
        ),
        "error.worker.stopped": MessageTemplate(
          "Der lokale Prozess ({name}) wird beendet; versuch es noch einmal, sobald Visor neu gestartet ist."),
        "error.worker.timeout": MessageTemplate(
          "Der lokale Prozess ({name}) hat nicht innerhalb von {seconds} s geantwortet und wurde neu gestartet; versuch es mit kürzerer Eingabe noch einmal."
        ),
        "error.worker.failed": MessageTemplate("Der lokale Prozess ({name}) konnte das nicht: {detail}"),
        "error.provider.capability.vision": MessageTemplate("Bilder"),
        "error.provider.capability.chat": MessageTemplate("Chat"),
        "error.provider.capability.speech": MessageTemplate("Sprachausgabe"),
        "error.provider.capability.transcription": MessageTemplate("Transkription"),
        "error.provider.capability.imageGeneration": MessageTemplate("Bilderzeugung"),
        "error.provider.capability.modelListing": MessageTemplate("Modellliste"),
        "error.provider.capability.scene": MessageTemplate("Szenen"),
        "error.provider.capability.classification": MessageTemplate("Klassifikation"),
        "error.provider.capability.structured": MessageTemplate("strukturierte Antworten"),
        "error.provider.reported": MessageTemplate(
          "Der Anbieter {name} ({capability}) hat beim Antworten einen Fehler gemeldet{text} – versuch es noch einmal."
        ),
        "error.provider.reportedText": MessageTemplate(": „{text}“"),
        "error.provider.schemaNotObject": MessageTemplate(
          "Das JSON-Schema für strukturierte Ausgabe ist kein JSON-Objekt – korrigiere das Schema."),
        "error.provider.noModel": MessageTemplate(
          "Für den Anbieter {name} ist kein Modell dafür eingerichtet: {capability}. Setz `{field}` in seiner Konfiguration."
        ),
        "error.provider.badResponse": MessageTemplate(
          "Der Anbieter {name} ({capability}) {what} – versuch es noch einmal; passiert das wieder, prüf, ob {url} die Wurzel einer OpenAI-kompatiblen API ist."
        ),
        "error.provider.what.truncated": MessageTemplate(
          "hat die Verbindung geschlossen, bevor die Antwort vollständig war"),
        "error.provider.what.modelList": MessageTemplate(
          "hat auf GET /models mit etwas anderem als einer Modellliste geantwortet"),
        "error.provider.what.wav": MessageTemplate("hat Audio geschickt, das keine lesbare WAV-Datei ist"),
        "error.provider.what.transcription": MessageTemplate(
          "hat mit etwas anderem als einer Transkription geantwortet"),
        "error.provider.what.imageList": MessageTemplate(
          "hat mit etwas anderem als einer Bilderliste geantwortet"),
        "error.provider.what.imageFormat": MessageTemplate(
          "hat ein Bild geschickt, das weder PNG noch JPEG noch WebP ist"),
        "error.provider.what.imageLink": MessageTemplate(
          "hat einen Bildlink geliefert, der mit {status} antwortete"),
        "error.provider.what.eventJSON": MessageTemplate(
          "hat ein Stream-Ereignis geschickt, das kein gültiges JSON ist"),
        "error.provider.what.eventChoices": MessageTemplate(
          "hat ein Stream-Ereignis ohne `choices` geschickt"),
        "error.provider.what.streamCut": MessageTemplate(
          "hat aufgehört zu senden, bevor die Antwort vollständig war"),
        "error.provider.what.contentType": MessageTemplate(
          "hat mit Content-Type {type} statt eines Event-Streams oder JSON geantwortet"),
        "error.provider.what.notCompletion": MessageTemplate(
          "hat mit JSON geantwortet, das keine Chat-Antwort ist"),
        "error.provider.tooLarge": MessageTemplate(
          "Der Anbieter {name} ({capability}) hat eine Antwort von mehr als {size} geschickt, mehr als Visor annimmt; nichts wurde gespeichert. Bitte um eine kürzere Antwort oder erhöhe die Grenze des Anbieters (`limits` in seiner Konfiguration)."
        ),
        "error.provider.size.mb": MessageTemplate("{n} MB"),
        "error.provider.size.kb": MessageTemplate("{n} KB"),
        "error.provider.size.bytes": MessageTemplate("{n} Bytes"),
        "error.provider.size.characters": MessageTemplate("{n} Zeichen"),
        "error.provider.seconds": MessageTemplate("{n} s"),
        "error.provider.unreachable": MessageTemplate(
          "Der Anbieter {name} ({capability}) unter {host} ist nicht erreichbar – prüf, ob der Server läuft und ob seine Basis-URL ({url}) stimmt."
        ),
        "error.provider.connectTimeout": MessageTemplate(
          "Die Verbindung zum Anbieter {name} ({capability}) unter {host} hat länger als {time} gedauert – prüf das Netz und die Basis-URL und versuch es dann noch einmal."
        ),
        "error.provider.firstByteTimeout": MessageTemplate(
          "Der Anbieter {name} ({capability}) hat nicht innerhalb von {time} zu antworten begonnen – versuch es noch einmal oder erhöhe seine Wartezeit aufs erste Byte, wenn das Modell langsam ist."
        ),
        "error.provider.idleTimeout": MessageTemplate(
          "Der Anbieter {name} ({capability}) hat mitten in der Antwort länger als {time} nichts mehr geschickt – versuch es noch einmal oder erhöhe seine Leerlauf-Wartezeit, wenn das Modell langsam ist."
        ),
        "error.provider.totalTimeout": MessageTemplate(
          "Der Anbieter {name} ({capability}) ist nicht innerhalb von {time} mit der Antwort fertig geworden – versuch es mit einer kürzeren Anfrage oder erhöhe seine Gesamt-Wartezeit."
        ),
        "error.provider.auth": MessageTemplate(
          "Der Anbieter {name} ({capability}) hat den API-Schlüssel abgelehnt ({status}) – {fix}."),
        "error.provider.fix.set": MessageTemplate("setz {variable}"),
        "error.provider.fix.check": MessageTemplate("prüf {variable}"),
        "error.provider.fix.checkKey": MessageTemplate("prüf den dafür eingerichteten API-Schlüssel"),
        "error.provider.modelNotFound": MessageTemplate(
          "Der Anbieter {name} ({capability}) kennt {model} nicht (404).{said} Prüf den Modellnamen in der Konfiguration (`visor providers test` listet die angebotenen Modelle) und ob die Basis-URL {url} die Wurzel der API ist."
        ),
        "error.provider.model.named": MessageTemplate("das Modell „{model}“"),
        "error.provider.model.resource": MessageTemplate("die angefragte Ressource"),
        "error.provider.said": MessageTemplate(" Er sagte: „{text}“."),
        "error.provider.timedOut": .plural(
          "attempts",
          [
            .zero:
              "Der Anbieter {name} ({capability}) hat die Zeit überschritten ({status}; Versuche: {attempts}) – versuch es später noch einmal.",
            .one:
              "Der Anbieter {name} ({capability}) hat die Zeit überschritten ({status}; Versuche: {attempts}) – versuch es später noch einmal.",
            .two:
              "Der Anbieter {name} ({capability}) hat die Zeit überschritten ({status}; Versuche: {attempts}) – versuch es später noch einmal.",
            .few:
              "Der Anbieter {name} ({capability}) hat die Zeit überschritten ({status}; Versuche: {attempts}) – versuch es später noch einmal.",
            .many:
              "Der Anbieter {name} ({capability}) hat die Zeit überschritten ({status}; Versuche: {attempts}) – versuch es später noch einmal.",
            .other:
              "Der Anbieter {name} ({capability}) hat die Zeit überschritten ({status}; Versuche: {attempts}) – versuch es später noch einmal.",
          ]),
        "error.provider.rateLimited": .plural(
          "attempts",
          [
            .zero:
              "Der Anbieter {name} ({capability}) bremst Anfragen (429; Versuche: {attempts}) – {when} oder prüf das Kontingent des Kontos.{said}",
            .one:
              "Der Anbieter {name} ({capability}) bremst Anfragen (429; Versuche: {attempts}) – {when} oder prüf das Kontingent des Kontos.{said}",
            .two:
              "Der Anbieter {name} ({capability}) bremst Anfragen (429; Versuche: {attempts}) – {when} oder prüf das Kontingent des Kontos.{said}",
            .few:
              "Der Anbieter {name} ({capability}) bremst Anfragen (429; Versuche: {attempts}) – {when} oder prüf das Kontingent des Kontos.{said}",
            .many:
              "Der Anbieter {name} ({capability}) bremst Anfragen (429; Versuche: {attempts}) – {when} oder prüf das Kontingent des Kontos.{said}",
            .other:
              "Der Anbieter {name} ({capability}) bremst Anfragen (429; Versuche: {attempts}) – {when} oder prüf das Kontingent des Kontos.{said}",
          ]),
        "error.provider.failedStatus": .plural(
          "attempts",
          [
            .zero:
              "Der Anbieter {name} ({capability}) ist mit Status {status} gescheitert (Versuche: {attempts}) – {when}.{said}",
            .one:
              "Der Anbieter {name} ({capability}) ist mit Status {status} gescheitert (Versuche: {attempts}) – {when}.{said}",
            .two:
              "Der Anbieter {name} ({capability}) ist mit Status {status} gescheitert (Versuche: {attempts}) – {when}.{said}",
            .few:
              "Der Anbieter {name} ({capability}) ist mit Status {status} gescheitert (Versuche: {attempts}) – {when}.{said}",
            .many:
              "Der Anbieter {name} ({capability}) ist mit Status {status} gescheitert (Versuche: {attempts}) – {when}.{said}",
            .other:
              "Der Anbieter {name} ({capability}) ist mit Status {status} gescheitert (Versuche: {attempts}) – {when}.{said}",
          ]),
        "error.provider.when.in": MessageTemplate("versuch es in {seconds} s noch einmal"),
        "error.provider.when.later": MessageTemplate("versuch es später noch einmal"),
        "error.provider.refused": MessageTemplate(
          "Der Anbieter {name} ({capability}) hat die Anfrage abgelehnt ({status}).{said} Prüf, was das Modell kann, und die Eingabe."
        ),
        "provider.check.reachable": .plural(
          "count",
          [
            .zero: "erreichbar unter {host}; Modelle: {count}",
            .one: "erreichbar unter {host}; Modelle: {count}",
            .two: "erreichbar unter {host}; Modelle: {count}",
            .few: "erreichbar unter {host}; Modelle: {count}",
            .many: "erreichbar unter {host}; Modelle: {count}",
            .other: "erreichbar unter {host}; Modelle: {count}",
          ]),
      ]
    case "pt":
      return [
        "error.gguf.open": MessageTemplate(
          "Não foi possível abrir o arquivo do modelo {file}; verifique se ele existe e pode ser lido."),
        "error.gguf.notGGUF": MessageTemplate(
          "O arquivo {file} não é um modelo GGUF (não começa com \"GGUF\"); escolha um arquivo .gguf."),
        "error.gguf.version": MessageTemplate(
          "O arquivo {file} é GGUF versão {version}, que o Visor não lê (aceita as versões 2 e 3); converta-o com um llama.cpp atual."
        ),
        "error.gguf.corrupt": MessageTemplate(
          "O arquivo do modelo {file} está corrompido ({problem}, no byte {offset}); baixe-o de novo ou escolha outro arquivo."
        ),
        "error.gguf.truncated": MessageTemplate(
          "O arquivo do modelo {file} está incompleto: termina (em {size} bytes) no meio desta parte: {what}. Baixe-o de novo."
        ),
        "error.gguf.unreadable": MessageTemplate(
          "Não foi possível ler o arquivo do modelo {file}; verifique o disco e tente de novo."),
        "error.detector.objects": MessageTemplate("A detecção de objetos falhou: {reason}."),
        "error.detector.peopleCreate": MessageTemplate(
          "Não foi possível criar o detector de pessoas: {reason}."),
        "error.detector.people": MessageTemplate("A detecção de pessoas falhou: {reason}."),
        "error.detector.barcode": MessageTemplate("O leitor de códigos de barras falhou: {reason}."),
        "error.detector.barcodeLocator": MessageTemplate(
          "O localizador de códigos de barras falhou: {reason}."),
        "error.detector.saliency": MessageTemplate("A detecção do que mais se destaca falhou: {reason}."),
        "error.classifier.labelsMismatch": MessageTemplate(
          "O arquivo de rótulos tem {labels} rótulos, mas o modelo tem {outputs} saídas. Dê um rótulo por saída, na ordem de saída."
        ),
        "error.scene.noStructured": MessageTemplate(
          "O motor de cenas offline (local/scene) não produz respostas estruturadas. {hint}"),
        "error.opencv.unloadable": MessageTemplate(
          "O OpenCV DNN 4.6 não conseguiu carregar {file}: {reason}. Exporte o modelo para ONNX com opset 10 ou menor (torch.onnx.export(…, opset_version=10, training=torch.onnx.TrainingMode.EVAL))."
        ),
        "error.classifier.failed": MessageTemplate("O classificador falhou: {reason}."),
        "error.opencv.unrunnable": MessageTemplate(
          "O modelo carregou, mas uma passada com entrada de {size}×{size} falhou: {reason}. Confira o tamanho de entrada e exporte com ONNX opset 10 ou menor para o OpenCV 4.6."
        ),
        "error.scene.notInstalled": MessageTemplate(
          "Não instalado: {what} ({path} está faltando). Execute scripts/setup-classifier.sh (ou `make setup`) para instalar e tente de novo."
        ),
        "error.scene.imageUnreadable": MessageTemplate(
          "Não foi possível decodificar a imagem ({detail}). Envie uma foto JPEG, PNG ou WebP."),
        "error.ocr.create": MessageTemplate("Não foi possível criar o leitor de texto (tesseract)."),
        "error.ocr.failed": MessageTemplate("O leitor de texto não conseguiu processar esta imagem."),
        "error.e5.notInstalled": MessageTemplate(
          "O modelo de busca por significado não está instalado em {path}; execute scripts/setup.sh."),
        "error.e5.load": MessageTemplate(
          "Não foi possível carregar o motor de busca por significado ({reason})."),
        "error.e5.symbols": MessageTemplate(
          "Falta e5_load ou e5_embed_batch ao motor de busca por significado {library}."),
        "error.e5.read": MessageTemplate("Não foi possível ler o modelo de busca por significado {path}."),
        "error.e5.embed": MessageTemplate(
          "O motor de busca por significado não conseguiu processar textos (quantidade: {count})."),
        "error.e5.dimension": MessageTemplate(
          "O modelo de busca por significado dá vetores de {got} números, não {want}; execute scripts/setup.sh de novo."
        ),
        "error.scene.configureHint": MessageTemplate(
          "Configure um provedor de visão: defina VISOR_OPENAI_API_KEY (ou VISOR_GEMINI_API_KEY), ou aponte o Visor para um servidor Ollama ou llama.cpp com um modelo de visão."
        ),
        "error.speech.textEmpty": MessageTemplate("O texto está vazio. Envie algumas palavras para falar."),
        "error.speech.voiceFailed.retry": MessageTemplate(
          "A voz {voice} não conseguiu falar este texto ({reason}); tente de novo com um texto mais curto."),
        "error.speech.voiceFailed.shorter": MessageTemplate(
          "A voz {voice} não conseguiu falar este texto ({reason}); tente um texto mais curto."),
        "error.speech.voiceFailed.install": MessageTemplate(
          "A voz {voice} não conseguiu falar este texto ({reason}); instale {engine} (scripts/setup.sh)."),
        "error.speech.unreadableAudio": MessageTemplate(
          "{engine} respondeu com um áudio que o Visor não conseguiu ler; tente de novo."),
        "error.speech.festivalMissing": MessageTemplate(
          "As vozes do Festival não estão instaladas; instale-as com scripts/setup.sh."),
        "error.speech.voiceNotInstalled": MessageTemplate(
          "A voz \"{name}\" não está instalada para {model}."),
        "error.speech.voiceUnknown": MessageTemplate("A voz \"{name}\" não existe para {model}."),
        "error.speech.voiceUnknownUse": MessageTemplate(
          "A voz \"{name}\" não existe para {model}. Use uma destas: {voices}."),
        "error.speech.picoSilent": MessageTemplate(
          "A voz {voice} não gerou áudio para este texto; tente de novo."),
        "error.speech.flite": MessageTemplate(
          "O flite não conseguiu sintetizar este texto com a voz \"{name}\" ({reason}); tente palavras mais simples ou outra voz."
        ),
        "error.whisper.language": MessageTemplate(
          "\"{field}\" deve ser um idioma que o Whisper entende, como código ISO 639-1: os idiomas do Visor {supported}, ou outros: {others}. \"{raw}\" não é um deles; envie um deles (com região também serve: \"de-AT\"), ou omita \"{field}\" para o idioma ser detectado."
        ),
        "error.worker.restarting": MessageTemplate(
          "O processo local ({name}) parou inesperadamente e está reiniciando; tente de novo em alguns segundos."
        ),
        "error.worker.unavailable": MessageTemplate(
          "O processo local ({name}) não pôde iniciar ({detail}). Execute scripts/setup.sh para instalar os modelos locais e reinicie o Visor."
        ),
        "error.worker.stopped": MessageTemplate(
          "O processo local ({name}) está sendo encerrado; tente de novo quando o Visor tiver reiniciado."),
        "error.worker.timeout": MessageTemplate(
          "O processo local ({name}) não respondeu em {seconds} s e foi reiniciado; tente de novo com uma entrada mais curta."
        ),
        "error.worker.failed": MessageTemplate(
          "O processo local ({name}) não conseguiu fazer isso: {detail}"),
        "error.provider.capability.vision": MessageTemplate("visão"),
        "error.provider.capability.chat": MessageTemplate("chat"),
        "error.provider.capability.speech": MessageTemplate("voz"),
        "error.provider.capability.transcription": MessageTemplate("transcrição"),
        "error.provider.capability.imageGeneration": MessageTemplate("geração de imagens"),
        "error.provider.capability.modelListing": MessageTemplate("lista de modelos"),
        "error.provider.capability.scene": MessageTemplate("cenas"),
        "error.provider.capability.classification": MessageTemplate("classificação"),
        "error.provider.capability.structured": MessageTemplate("respostas estruturadas"),
        "error.provider.reported": MessageTemplate(
          "O provedor {name} ({capability}) relatou um erro ao responder{text}; tente de novo."),
        "error.provider.reportedText": MessageTemplate(": \"{text}\""),
        "error.provider.schemaNotObject": MessageTemplate(
          "O esquema JSON da saída estruturada não é um objeto JSON; corrija o esquema."),
        "error.provider.noModel": MessageTemplate(
          "O provedor {name} não tem modelo configurado para isto: {capability}. Defina `{field}` na configuração dele."
        ),
        "error.provider.badResponse": MessageTemplate(
          "O provedor {name} ({capability}) {what}; tente de novo e, se continuar, verifique se {url} é a raiz de uma API compatível com OpenAI."
        ),
        "error.provider.what.truncated": MessageTemplate("fechou a conexão antes de a resposta terminar"),
        "error.provider.what.modelList": MessageTemplate(
          "respondeu a GET /models com algo que não é uma lista de modelos"),
        "error.provider.what.wav": MessageTemplate("enviou um áudio que não é um arquivo WAV legível"),
        "error.provider.what.transcription": MessageTemplate("respondeu com algo que não é uma transcrição"),
        "error.provider.what.imageList": MessageTemplate("respondeu com algo que não é uma lista de imagens"),
        "error.provider.what.imageFormat": MessageTemplate("enviou uma imagem que não é PNG, JPEG nem WebP"),
        "error.provider.what.imageLink": MessageTemplate("deu um link de imagem que respondeu {status}"),
        "error.provider.what.eventJSON": MessageTemplate("enviou um evento do fluxo que não é JSON válido"),
        "error.provider.what.eventChoices": MessageTemplate("enviou um evento do fluxo sem `choices`"),
        "error.provider.what.streamCut": MessageTemplate("parou de enviar antes de a resposta terminar"),
        "error.provider.what.contentType": MessageTemplate(
          "respondeu com Content-Type {type} em vez de um fluxo de eventos ou JSON"),
        "error.provider.what.notCompletion": MessageTemplate(
          "respondeu com um JSON que não é uma resposta de chat"),
        "error.provider.tooLarge": MessageTemplate(
          "O provedor {name} ({capability}) enviou uma resposta de mais de {size}, mais do que o Visor aceita; nada foi salvo. Peça uma resposta mais curta ou aumente o limite do provedor (`limits` na configuração dele)."
        ),
        "error.provider.size.mb": MessageTemplate("{n} MB"),
        "error.provider.size.kb": MessageTemplate("{n} KB"),
        "error.provider.size.bytes": MessageTemplate("{n} bytes"),
        "error.provider.size.characters": MessageTemplate("{n} caracteres"),
        "error.provider.seconds": MessageTemplate("{n} s"),
        "error.provider.unreachable": MessageTemplate(
          "Não foi possível alcançar o provedor {name} ({capability}) em {host}; verifique se o servidor está rodando e se a URL base ({url}) está certa."
        ),
        "error.provider.connectTimeout": MessageTemplate(
          "A conexão com o provedor {name} ({capability}) em {host} levou mais de {time}; verifique a rede e a URL base e tente de novo."
        ),
        "error.provider.firstByteTimeout": MessageTemplate(
          "O provedor {name} ({capability}) não começou a responder em {time}; tente de novo ou, se o modelo for lento, aumente o tempo limite do primeiro byte."
        ),
        "error.provider.idleTimeout": MessageTemplate(
          "O provedor {name} ({capability}) parou de enviar no meio da resposta por mais de {time}; tente de novo ou, se o modelo for lento, aumente o tempo limite de inatividade."
        ),
        "error.provider.totalTimeout": MessageTemplate(
          "O provedor {name} ({capability}) não terminou de responder em {time}; tente de novo com um pedido mais curto ou aumente o tempo limite total."
        ),
        "error.provider.auth": MessageTemplate(
          "O provedor {name} ({capability}) recusou a chave de API ({status}); {fix}."),
        "error.provider.fix.set": MessageTemplate("defina {variable}"),
        "error.provider.fix.check": MessageTemplate("confira {variable}"),
        "error.provider.fix.checkKey": MessageTemplate("confira a chave de API configurada para ele"),
        "error.provider.modelNotFound": MessageTemplate(
          "O provedor {name} ({capability}) não conhece {model} (404).{said} Confira o nome do modelo na configuração (`visor providers test` lista os modelos oferecidos) e se a URL base {url} é a raiz da API."
        ),
        "error.provider.model.named": MessageTemplate("o modelo \"{model}\""),
        "error.provider.model.resource": MessageTemplate("o recurso pedido"),
        "error.provider.said": MessageTemplate(" Ele disse: \"{text}\"."),
        "error.provider.timedOut": .plural(
          "attempts",
          [
            .zero:
              "O provedor {name} ({capability}) excedeu o tempo limite ({status}; tentativas: {attempts}); tente mais tarde.",
            .one:
              "O provedor {name} ({capability}) excedeu o tempo limite ({status}; tentativas: {attempts}); tente mais tarde.",
            .two:
              "O provedor {name} ({capability}) excedeu o tempo limite ({status}; tentativas: {attempts}); tente mais tarde.",
            .few:
              "O provedor {name} ({capability}) excedeu o tempo limite ({status}; tentativas: {attempts}); tente mais tarde.",
            .many:
              "O provedor {name} ({capability}) excedeu o tempo limite ({status}; tentativas: {attempts}); tente mais tarde.",
            .other:
              "O provedor {name} ({capability}) excedeu o tempo limite ({status}; tentativas: {attempts}); tente mais tarde.",
          ]),
        "error.provider.rateLimited": .plural(
          "attempts",
          [
            .zero:
              "O provedor {name} ({capability}) está limitando os pedidos (429; tentativas: {attempts}); {when}, ou confira a cota da conta.{said}",
            .one:
              "O provedor {name} ({capability}) está limitando os pedidos (429; tentativas: {attempts}); {when}, ou confira a cota da conta.{said}",
            .two:
              "O provedor {name} ({capability}) está limitando os pedidos (429; tentativas: {attempts}); {when}, ou confira a cota da conta.{said}",
            .few:
              "O provedor {name} ({capability}) está limitando os pedidos (429; tentativas: {attempts}); {when}, ou confira a cota da conta.{said}",
            .many:
              "O provedor {name} ({capability}) está limitando os pedidos (429; tentativas: {attempts}); {when}, ou confira a cota da conta.{said}",
            .other:
              "O provedor {name} ({capability}) está limitando os pedidos (429; tentativas: {attempts}); {when}, ou confira a cota da conta.{said}",
          ]),
        "error.provider.failedStatus": .plural(
          "attempts",
          [
            .zero:
              "O provedor {name} ({capability}) falhou com o status {status} (tentativas: {attempts}); {when}.{said}",
            .one:
              "O provedor {name} ({capability}) falhou com o status {status} (tentativas: {attempts}); {when}.{said}",
            .two:
              "O provedor {name} ({capability}) falhou com o status {status} (tentativas: {attempts}); {when}.{said}",
            .few:
              "O provedor {name} ({capability}) falhou com o status {status} (tentativas: {attempts}); {when}.{said}",
            .many:
              "O provedor {name} ({capability}) falhou com o status {status} (tentativas: {attempts}); {when}.{said}",
            .other:
              "O provedor {name} ({capability}) falhou com o status {status} (tentativas: {attempts}); {when}.{said}",
          ]),
        "error.provider.when.in": MessageTemplate("tente de novo em {seconds} s"),
        "error.provider.when.later": MessageTemplate("tente mais tarde"),
        "error.provider.refused": MessageTemplate(
          "O provedor {name} ({capability}) recusou o pedido ({status}).{said} Confira o que o modelo sabe fazer e a entrada."
        ),
        "provider.check.reachable": .plural(
          "count",
          [
            .zero: "acessível em {host}; modelos: {count}", .one: "acessível em {host}; modelos: {count}",
            .two: "acessível em {host}; modelos: {count}", .few: "acessível em {host}; modelos: {count}",
            .many: "acessível em {host}; modelos: {count}", .other: "acessível em {host}; modelos: {count}",
          ]),
      ]
    case "it":
      return [
        "error.gguf.open": MessageTemplate(
          "Impossibile aprire il file del modello {file}; controlla che esista e sia leggibile."),
        "error.gguf.notGGUF": MessageTemplate(
          "Il file {file} non è un modello GGUF (non inizia con \"GGUF\"); scegli un file .gguf."),
        "error.gguf.version": MessageTemplate(
          "Il file {file} è GGUF versione {version}, che Visor non sa leggere (supporta le versioni 2 e 3); convertilo con un llama.cpp recente."
        ),
        "error.gguf.corrupt": MessageTemplate(
          "Il file del modello {file} è danneggiato ({problem}, al byte {offset}); scaricalo di nuovo o scegli un altro file."
        ),
        "error.gguf.truncated": MessageTemplate(
          "Il file del modello {file} è troncato: finisce (a {size} byte) a metà di questa parte: {what}. Scaricalo di nuovo."
        ),
        "error.gguf.unreadable": MessageTemplate(
          "Impossibile leggere il file del modello {file}; controlla il disco e riprova."),
        "error.detector.objects": MessageTemplate("Il rilevamento degli oggetti non è riuscito: {reason}."),
        "error.detector.peopleCreate": MessageTemplate(
          "Impossibile creare il rilevatore di persone: {reason}."),
        "error.detector.people": MessageTemplate("Il rilevamento delle persone non è riuscito: {reason}."),
        "error.detector.barcode": MessageTemplate("Il lettore di codici a barre non è riuscito: {reason}."),
        "error.detector.barcodeLocator": MessageTemplate(
          "La ricerca dei codici a barre non è riuscita: {reason}."),
        "error.detector.saliency": MessageTemplate("Il rilevamento della salienza non è riuscito: {reason}."),
        "error.classifier.labelsMismatch": MessageTemplate(
          "Il file delle etichette ne ha {labels}, ma il modello ha {outputs} uscite. Dai un'etichetta per uscita, nell'ordine di uscita."
        ),
        "error.scene.noStructured": MessageTemplate(
          "Il motore di scena offline (local/scene) non sa produrre risposte strutturate. {hint}"),
        "error.opencv.unloadable": MessageTemplate(
          "OpenCV DNN 4.6 non è riuscito a caricare {file}: {reason}. Esporta il modello in ONNX con opset 10 o inferiore (torch.onnx.export(…, opset_version=10, training=torch.onnx.TrainingMode.EVAL))."
        ),
        "error.classifier.failed": MessageTemplate("Il classificatore non è riuscito: {reason}."),
        "error.opencv.unrunnable": MessageTemplate(
          "Il modello si è caricato, ma un passaggio con un ingresso {size}×{size} non è riuscito: {reason}. Controlla la dimensione di ingresso ed esporta con ONNX opset 10 o inferiore per OpenCV 4.6."
        ),
        "error.scene.notInstalled": MessageTemplate(
          "Non installato: {what} (manca {path}). Esegui scripts/setup-classifier.sh (o `make setup`) per installarlo, poi riprova."
        ),
        "error.scene.imageUnreadable": MessageTemplate(
          "Impossibile decodificare l'immagine ({detail}). Invia una foto JPEG, PNG o WebP."),
        "error.ocr.create": MessageTemplate("Impossibile creare il lettore di testo (tesseract)."),
        "error.ocr.failed": MessageTemplate(
          "Il lettore di testo non è riuscito a elaborare questa immagine."),
        "error.e5.notInstalled": MessageTemplate(
          "Il modello di ricerca per significato non è installato in {path}; esegui scripts/setup.sh."),
        "error.e5.load": MessageTemplate(
          "Impossibile caricare il motore di ricerca per significato ({reason})."),
        "error.e5.symbols": MessageTemplate(
          "Al motore di ricerca per significato {library} manca e5_load o e5_embed_batch."),
        "error.e5.read": MessageTemplate("Impossibile leggere il modello di ricerca per significato {path}."),
        "error.e5.embed": MessageTemplate(
          "Il motore di ricerca per significato non è riuscito a elaborare dei testi (numero: {count})."),
        "error.e5.dimension": MessageTemplate(
          "Il modello di ricerca per significato dà vettori di {got} numeri, non {want}; esegui di nuovo scripts/setup.sh."
        ),
        "error.scene.configureHint": MessageTemplate(
          "Configura un provider di visione: imposta VISOR_OPENAI_API_KEY (o VISOR_GEMINI_API_KEY), oppure punta Visor a un server Ollama o llama.cpp con un modello di visione."
        ),
        "error.speech.textEmpty": MessageTemplate("Il testo è vuoto. Invia qualche parola da pronunciare."),
        "error.speech.voiceFailed.retry": MessageTemplate(
          "La voce {voice} non è riuscita a pronunciare questo testo ({reason}); riprova con un testo più breve."
        ),
        "error.speech.voiceFailed.shorter": MessageTemplate(
          "La voce {voice} non è riuscita a pronunciare questo testo ({reason}); prova un testo più breve."),
        "error.speech.voiceFailed.install": MessageTemplate(
          "La voce {voice} non è riuscita a pronunciare questo testo ({reason}); installa {engine} (scripts/setup.sh)."
        ),
        "error.speech.unreadableAudio": MessageTemplate(
          "{engine} ha restituito un audio che Visor non è riuscito a leggere; riprova."),
        "error.speech.festivalMissing": MessageTemplate(
          "Le voci di Festival non sono installate; installale con scripts/setup.sh."),
        "error.speech.voiceNotInstalled": MessageTemplate("La voce \"{name}\" non è installata per {model}."),
        "error.speech.voiceUnknown": MessageTemplate("La voce \"{name}\" non esiste per {model}."),
        "error.speech.voiceUnknownUse": MessageTemplate(
          "La voce \"{name}\" non esiste per {model}. Usa una di queste: {voices}."),
        "error.speech.picoSilent": MessageTemplate(
          "La voce {voice} non ha prodotto audio per questo testo; riprova."),
        "error.speech.flite": MessageTemplate(
          "flite non è riuscito a sintetizzare questo testo con la voce \"{name}\" ({reason}); prova parole più semplici o un'altra voce."
        ),
        "error.whisper.language": MessageTemplate(
          "\"{field}\" deve essere una lingua che Whisper capisce, come codice ISO 639-1: le lingue di Visor {supported}, o altre: {others}. \"{raw}\" non lo è; inviane una (va bene anche con la regione: \"de-AT\"), oppure togli \"{field}\" per far rilevare la lingua."
        ),
        "error.worker.restarting": MessageTemplate(
          "Il processo locale ({name}) si è fermato all'improvviso e si sta riavviando; riprova tra qualche secondo."
        ),
        "error.worker.unavailable": MessageTemplate(
          "Il processo locale ({name}) non è potuto partire ({detail}). Esegui scripts/setup.sh per installare i modelli locali, poi riavvia Visor."
        ),
        "error.worker.stopped": MessageTemplate(
          "Il processo locale ({name}) si sta chiudendo; riprova quando Visor sarà ripartito."),
        "error.worker.timeout": MessageTemplate(
          "Il processo locale ({name}) non ha risposto entro {seconds} s ed è stato riavviato; riprova con un input più breve."
        ),
        "error.worker.failed": MessageTemplate(
          "Il processo locale ({name}) non è riuscito a farlo: {detail}"),
        "error.provider.capability.vision": MessageTemplate("visione"),
        "error.provider.capability.chat": MessageTemplate("chat"),
        "error.provider.capability.speech": MessageTemplate("voce"),
        "error.provider.capability.transcription": MessageTemplate("trascrizione"),
        "error.provider.capability.imageGeneration": MessageTemplate("generazione di immagini"),
        "error.provider.capability.modelListing": MessageTemplate("elenco dei modelli"),
        "error.provider.capability.scene": MessageTemplate("scena"),
        "error.provider.capability.classification": MessageTemplate("classificazione"),
        "error.provider.capability.structured": MessageTemplate("risposte strutturate"),
        "error.provider.reported": MessageTemplate(
          "Il provider {name} ({capability}) ha segnalato un errore durante la risposta{text}; riprova."),
        "error.provider.reportedText": MessageTemplate(": \"{text}\""),
        "error.provider.schemaNotObject": MessageTemplate(
          "Lo schema JSON per l'output strutturato non è un oggetto JSON; correggi lo schema."),
        "error.provider.noModel": MessageTemplate(
          "Il provider {name} non ha un modello configurato per questo: {capability}. Imposta `{field}` nella sua configurazione."
        ),
        "error.provider.badResponse": MessageTemplate(
          "Il provider {name} ({capability}) {what}; riprova e, se succede ancora, controlla che {url} sia la radice di un'API compatibile con OpenAI."
        ),
        "error.provider.what.truncated": MessageTemplate(
          "ha chiuso la connessione prima che la risposta fosse completa"),
        "error.provider.what.modelList": MessageTemplate(
          "ha risposto a GET /models con qualcosa che non è un elenco di modelli"),
        "error.provider.what.wav": MessageTemplate("ha inviato un audio che non è un file WAV leggibile"),
        "error.provider.what.transcription": MessageTemplate(
          "ha risposto con qualcosa che non è una trascrizione"),
        "error.provider.what.imageList": MessageTemplate(
          "ha risposto con qualcosa che non è un elenco di immagini"),
        "error.provider.what.imageFormat": MessageTemplate(
          "ha inviato un'immagine che non è PNG, JPEG né WebP"),
        "error.provider.what.imageLink": MessageTemplate(
          "ha dato un link di immagine che ha risposto {status}"),
        "error.provider.what.eventJSON": MessageTemplate(
          "ha inviato un evento del flusso che non è JSON valido"),
        "error.provider.what.eventChoices": MessageTemplate(
          "ha inviato un evento del flusso senza `choices`"),
        "error.provider.what.streamCut": MessageTemplate(
          "ha smesso di inviare prima che la risposta fosse completa"),
        "error.provider.what.contentType": MessageTemplate(
          "ha risposto con Content-Type {type} invece di un flusso di eventi o JSON"),
        "error.provider.what.notCompletion": MessageTemplate(
          "ha risposto con un JSON che non è una risposta di chat"),
        "error.provider.tooLarge": MessageTemplate(
          "Il provider {name} ({capability}) ha inviato una risposta di oltre {size}, più di quanto Visor accetti; non è stato salvato nulla. Chiedi una risposta più breve o alza il limite del provider (`limits` nella sua configurazione)."
        ),
        "error.provider.size.mb": MessageTemplate("{n} MB"),
        "error.provider.size.kb": MessageTemplate("{n} KB"),
        "error.provider.size.bytes": MessageTemplate("{n} byte"),
        "error.provider.size.characters": MessageTemplate("{n} caratteri"),
        "error.provider.seconds": MessageTemplate("{n} s"),
        "error.provider.unreachable": MessageTemplate(
          "Impossibile raggiungere il provider {name} ({capability}) su {host}; controlla che il server sia attivo e che il suo URL di base ({url}) sia giusto."
        ),
        "error.provider.connectTimeout": MessageTemplate(
          "La connessione al provider {name} ({capability}) su {host} ha richiesto più di {time}; controlla la rete e l'URL di base, poi riprova."
        ),
        "error.provider.firstByteTimeout": MessageTemplate(
          "Il provider {name} ({capability}) non ha iniziato a rispondere entro {time}; riprova, o alza il suo timeout del primo byte se il modello è lento."
        ),
        "error.provider.idleTimeout": MessageTemplate(
          "Il provider {name} ({capability}) ha smesso di inviare a metà della risposta per più di {time}; riprova, o alza il suo timeout di inattività se il modello è lento."
        ),
        "error.provider.totalTimeout": MessageTemplate(
          "Il provider {name} ({capability}) non ha finito di rispondere entro {time}; riprova con una richiesta più breve, o alza il suo timeout totale."
        ),
        "error.provider.auth": MessageTemplate(
          "Il provider {name} ({capability}) ha rifiutato la chiave API ({status}); {fix}."),
        "error.provider.fix.set": MessageTemplate("imposta {variable}"),
        "error.provider.fix.check": MessageTemplate("controlla {variable}"),
        "error.provider.fix.checkKey": MessageTemplate("controlla la chiave API configurata per lui"),
        "error.provider.modelNotFound": MessageTemplate(
          "Il provider {name} ({capability}) non conosce {model} (404).{said} Controlla il nome del modello nella configurazione (`visor providers test` elenca i modelli offerti) e che l'URL di base {url} sia la radice dell'API."
        ),
        "error.provider.model.named": MessageTemplate("il modello \"{model}\""),
        "error.provider.model.resource": MessageTemplate("la risorsa richiesta"),
        "error.provider.said": MessageTemplate(" Ha detto: \"{text}\"."),
        "error.provider.timedOut": .plural(
          "attempts",
          [
            .zero:
              "Il provider {name} ({capability}) è andato in timeout ({status}; tentativi: {attempts}); riprova più tardi.",
            .one:
              "Il provider {name} ({capability}) è andato in timeout ({status}; tentativi: {attempts}); riprova più tardi.",
            .two:
              "Il provider {name} ({capability}) è andato in timeout ({status}; tentativi: {attempts}); riprova più tardi.",
            .few:
              "Il provider {name} ({capability}) è andato in timeout ({status}; tentativi: {attempts}); riprova più tardi.",
            .many:
              "Il provider {name} ({capability}) è andato in timeout ({status}; tentativi: {attempts}); riprova più tardi.",
            .other:
              "Il provider {name} ({capability}) è andato in timeout ({status}; tentativi: {attempts}); riprova più tardi.",
          ]),
        "error.provider.rateLimited": .plural(
          "attempts",
          [
            .zero:
              "Il provider {name} ({capability}) sta limitando le richieste (429; tentativi: {attempts}); {when}, o controlla la quota dell'account.{said}",
            .one:
              "Il provider {name} ({capability}) sta limitando le richieste (429; tentativi: {attempts}); {when}, o controlla la quota dell'account.{said}",
            .two:
              "Il provider {name} ({capability}) sta limitando le richieste (429; tentativi: {attempts}); {when}, o controlla la quota dell'account.{said}",
            .few:
              "Il provider {name} ({capability}) sta limitando le richieste (429; tentativi: {attempts}); {when}, o controlla la quota dell'account.{said}",
            .many:
              "Il provider {name} ({capability}) sta limitando le richieste (429; tentativi: {attempts}); {when}, o controlla la quota dell'account.{said}",
            .other:
              "Il provider {name} ({capability}) sta limitando le richieste (429; tentativi: {attempts}); {when}, o controlla la quota dell'account.{said}",
          ]),
        "error.provider.failedStatus": .plural(
          "attempts",
          [
            .zero:
              "Il provider {name} ({capability}) ha fallito con lo stato {status} (tentativi: {attempts}); {when}.{said}",
            .one:
              "Il provider {name} ({capability}) ha fallito con lo stato {status} (tentativi: {attempts}); {when}.{said}",
            .two:
              "Il provider {name} ({capability}) ha fallito con lo stato {status} (tentativi: {attempts}); {when}.{said}",
            .few:
              "Il provider {name} ({capability}) ha fallito con lo stato {status} (tentativi: {attempts}); {when}.{said}",
            .many:
              "Il provider {name} ({capability}) ha fallito con lo stato {status} (tentativi: {attempts}); {when}.{said}",
            .other:
              "Il provider {name} ({capability}) ha fallito con lo stato {status} (tentativi: {attempts}); {when}.{said}",
          ]),
        "error.provider.when.in": MessageTemplate("riprova tra {seconds} s"),
        "error.provider.when.later": MessageTemplate("riprova più tardi"),
        "error.provider.refused": MessageTemplate(
          "Il provider {name} ({capability}) ha rifiutato la richiesta ({status}).{said} Controlla cosa sa fare il modello e l'input."
        ),
        "provider.check.reachable": .plural(
          "count",
          [
            .zero: "raggiungibile su {host}; modelli: {count}",
            .one: "raggiungibile su {host}; modelli: {count}",
            .two: "raggiungibile su {host}; modelli: {count}",
            .few: "raggiungibile su {host}; modelli: {count}",
            .many: "raggiungibile su {host}; modelli: {count}",
            .other: "raggiungibile su {host}; modelli: {count}",
          ]),
      ]
    case "pl":
      return [
        "error.gguf.open": MessageTemplate(
          "Nie udało się otworzyć pliku modelu {file} — sprawdź, czy istnieje i czy można go odczytać."),
        "error.gguf.notGGUF": MessageTemplate(
          "Plik {file} nie jest modelem GGUF (nie zaczyna się od „GGUF”) — wybierz plik .gguf."),
        "error.gguf.version": MessageTemplate(
          "Plik {file} to GGUF w wersji {version}, której Visor nie odczyta (obsługiwane wersje: 2 i 3) — przekonwertuj go aktualnym llama.cpp."
        ),
        "error.gguf.corrupt": MessageTemplate(
          "Plik modelu {file} jest uszkodzony ({problem}, bajt {offset}) — pobierz go ponownie albo wybierz inny plik."
        ),
        "error.gguf.truncated": MessageTemplate(
          "Plik modelu {file} jest ucięty: kończy się (rozmiar: {size} B) w środku tej części: {what}. Pobierz go ponownie."
        ),
        "error.gguf.unreadable": MessageTemplate(
          "Nie udało się odczytać pliku modelu {file} — sprawdź dysk i spróbuj ponownie."),
        "error.detector.objects": MessageTemplate("Wykrywanie obiektów nie powiodło się: {reason}."),
        "error.detector.peopleCreate": MessageTemplate("Nie udało się utworzyć detektora osób: {reason}."),
        "error.detector.people": MessageTemplate("Wykrywanie osób nie powiodło się: {reason}."),
        "error.detector.barcode": MessageTemplate("Czytnik kodów kreskowych zawiódł: {reason}."),
        "error.detector.barcodeLocator": MessageTemplate("Wyszukiwanie kodów kreskowych zawiodło: {reason}."),
        "error.detector.saliency": MessageTemplate(
          "Wykrywanie najbardziej widocznych miejsc zawiodło: {reason}."),
        "error.classifier.labelsMismatch": MessageTemplate(
          "Plik etykiet zawiera ich tyle: {labels}, a model ma wyjść: {outputs}. Podaj jedną etykietę na wyjście, w kolejności wyjść."
        ),
        "error.scene.noStructured": MessageTemplate(
          "Silnik scen offline (local/scene) nie tworzy odpowiedzi strukturalnych. {hint}"),
        "error.opencv.unloadable": MessageTemplate(
          "OpenCV DNN 4.6 nie zdołał wczytać {file}: {reason}. Wyeksportuj model do ONNX z opsetem 10 lub niższym (torch.onnx.export(…, opset_version=10, training=torch.onnx.TrainingMode.EVAL))."
        ),
        "error.classifier.failed": MessageTemplate("Klasyfikator zawiódł: {reason}."),
        "error.opencv.unrunnable": MessageTemplate(
          "Model się wczytał, ale przebieg dla wejścia {size}×{size} zawiódł: {reason}. Sprawdź rozmiar wejścia i eksportuj z ONNX opset 10 lub niższym dla OpenCV 4.6."
        ),
        "error.scene.notInstalled": MessageTemplate(
          "Nie zainstalowano: {what} (brak {path}). Uruchom scripts/setup-classifier.sh (lub `make setup`), aby to zainstalować, i spróbuj ponownie."
        ),
        "error.scene.imageUnreadable": MessageTemplate(
          "Nie udało się zdekodować obrazu ({detail}). Wyślij zdjęcie JPEG, PNG lub WebP."),
        "error.ocr.create": MessageTemplate("Nie udało się utworzyć czytnika tekstu (tesseract)."),
        "error.ocr.failed": MessageTemplate("Czytnik tekstu nie zdołał przetworzyć tego obrazu."),
        "error.e5.notInstalled": MessageTemplate(
          "Model wyszukiwania po znaczeniu nie jest zainstalowany w {path}; uruchom scripts/setup.sh."),
        "error.e5.load": MessageTemplate(
          "Nie udało się wczytać silnika wyszukiwania po znaczeniu ({reason})."),
        "error.e5.symbols": MessageTemplate(
          "Silnikowi wyszukiwania po znaczeniu {library} brakuje e5_load lub e5_embed_batch."),
        "error.e5.read": MessageTemplate("Nie udało się odczytać modelu wyszukiwania po znaczeniu {path}."),
        "error.e5.embed": MessageTemplate(
          "Silnik wyszukiwania po znaczeniu nie przetworzył tekstów (liczba: {count})."),
        "error.e5.dimension": MessageTemplate(
          "Model wyszukiwania po znaczeniu zwraca wektory długości {got}, a nie {want}; uruchom ponownie scripts/setup.sh."
        ),
        "error.scene.configureHint": MessageTemplate(
          "Skonfiguruj dostawcę wizji: ustaw VISOR_OPENAI_API_KEY (lub VISOR_GEMINI_API_KEY) albo wskaż Visorowi serwer Ollama lub llama.cpp z modelem wizji."
        ),
        "error.speech.textEmpty": MessageTemplate("Tekst jest pusty. Wyślij kilka słów do wypowiedzenia."),
        "error.speech.voiceFailed.retry": MessageTemplate(
          "Głos {voice} nie zdołał wypowiedzieć tego tekstu ({reason}); spróbuj ponownie z krótszym tekstem."),
        "error.speech.voiceFailed.shorter": MessageTemplate(
          "Głos {voice} nie zdołał wypowiedzieć tego tekstu ({reason}); spróbuj krótszego tekstu."),
        "error.speech.voiceFailed.install": MessageTemplate(
          "Głos {voice} nie zdołał wypowiedzieć tego tekstu ({reason}); zainstaluj {engine} (scripts/setup.sh)."
        ),
        "error.speech.unreadableAudio": MessageTemplate(
          "{engine} zwrócił dźwięk, którego Visor nie umiał odczytać; spróbuj ponownie."),
        "error.speech.festivalMissing": MessageTemplate(
          "Głosy Festivala nie są zainstalowane; zainstaluj je przez scripts/setup.sh."),
        "error.speech.voiceNotInstalled": MessageTemplate(
          "Głos „{name}” nie jest zainstalowany dla {model}."),
        "error.speech.voiceUnknown": MessageTemplate("Głos „{name}” nie istnieje dla {model}."),
        "error.speech.voiceUnknownUse": MessageTemplate(
          "Głos „{name}” nie istnieje dla {model}. Użyj jednego z tych: {voices}."),
        "error.speech.picoSilent": MessageTemplate(
          "Głos {voice} nie wytworzył dźwięku dla tego tekstu; spróbuj ponownie."),
        "error.speech.flite": MessageTemplate(
          "flite nie zdołał zsyntetyzować tego tekstu głosem „{name}” ({reason}); spróbuj prostszych słów albo innego głosu."
        ),
        "error.whisper.language": MessageTemplate(
          "„{field}” musi być językiem, który Whisper rozumie, jako kod ISO 639-1: języki Visora {supported} albo inne: {others}. „{raw}” nim nie jest; wyślij jeden z nich (z regionem też można: „de-AT”) albo pomiń „{field}”, aby język został wykryty."
        ),
        "error.worker.restarting": MessageTemplate(
          "Proces lokalny ({name}) nieoczekiwanie się zatrzymał i uruchamia się ponownie; spróbuj za kilka sekund."
        ),
        "error.worker.unavailable": MessageTemplate(
          "Nie udało się uruchomić procesu lokalnego ({name}) ({detail}). Uruchom scripts/setup.sh, aby zainstalować modele lokalne, a potem zrestartuj Visora."
        ),
        "error.worker.stopped": MessageTemplate(
          "Proces lokalny ({name}) jest zamykany; spróbuj ponownie po ponownym uruchomieniu Visora."),
        "error.worker.timeout": MessageTemplate(
          "Proces lokalny ({name}) nie odpowiedział w ciągu {seconds} s i został uruchomiony ponownie; spróbuj z krótszym wejściem."
        ),
        "error.worker.failed": MessageTemplate("Proces lokalny ({name}) nie zdołał tego zrobić: {detail}"),
        "error.provider.capability.vision": MessageTemplate("wizja"),
        "error.provider.capability.chat": MessageTemplate("czat"),
        "error.provider.capability.speech": MessageTemplate("mowa"),
        "error.provider.capability.transcription": MessageTemplate("transkrypcja"),
        "error.provider.capability.imageGeneration": MessageTemplate("tworzenie obrazów"),
        "error.provider.capability.modelListing": MessageTemplate("lista modeli"),
        "error.provider.capability.scene": MessageTemplate("sceny"),
        "error.provider.capability.classification": MessageTemplate("klasyfikacja"),
        "error.provider.capability.structured": MessageTemplate("odpowiedzi strukturalne"),
        "error.provider.reported": MessageTemplate(
          "Dostawca {name} ({capability}) zgłosił błąd podczas odpowiadania{text} — spróbuj ponownie."),
        "error.provider.reportedText": MessageTemplate(": „{text}”"),
        "error.provider.schemaNotObject": MessageTemplate(
          "Schemat JSON odpowiedzi strukturalnej nie jest obiektem JSON — popraw schemat."),
        "error.provider.noModel": MessageTemplate(
          "Dostawca {name} nie ma skonfigurowanego modelu do tego: {capability}. Ustaw `{field}` w jego konfiguracji."
        ),
        "error.provider.badResponse": MessageTemplate(
          "Dostawca {name} ({capability}) {what} — spróbuj ponownie; jeśli to się powtarza, sprawdź, czy {url} to katalog główny API zgodnego z OpenAI."
        ),
        "error.provider.what.truncated": MessageTemplate("zamknął połączenie przed końcem odpowiedzi"),
        "error.provider.what.modelList": MessageTemplate(
          "odpowiedział na GET /models czymś innym niż lista modeli"),
        "error.provider.what.wav": MessageTemplate("wysłał dźwięk, który nie jest czytelnym plikiem WAV"),
        "error.provider.what.transcription": MessageTemplate("odpowiedział czymś innym niż transkrypcja"),
        "error.provider.what.imageList": MessageTemplate("odpowiedział czymś innym niż lista obrazów"),
        "error.provider.what.imageFormat": MessageTemplate("wysłał obraz, który nie jest PNG, JPEG ani WebP"),
        "error.provider.what.imageLink": MessageTemplate("podał link do obrazu, który odpowiedział {status}"),
        "error.provider.what.eventJSON": MessageTemplate(
          "wysłał zdarzenie strumienia, które nie jest poprawnym JSON-em"),
        "error.provider.what.eventChoices": MessageTemplate("wysłał zdarzenie strumienia bez `choices`"),
        "error.provider.what.streamCut": MessageTemplate("przestał przesyłać przed końcem odpowiedzi"),
        "error.provider.what.contentType": MessageTemplate(
          "odpowiedział z Content-Type {type} zamiast strumienia zdarzeń lub JSON-a"),
        "error.provider.what.notCompletion": MessageTemplate(
          "odpowiedział JSON-em, który nie jest odpowiedzią czatu"),
        "error.provider.tooLarge": MessageTemplate(
          "Dostawca {name} ({capability}) przysłał odpowiedź większą niż {size}, więcej, niż Visor przyjmuje; nic nie zapisano. Poproś o krótszą odpowiedź albo podnieś limit dostawcy (`limits` w jego konfiguracji)."
        ),
        "error.provider.size.mb": MessageTemplate("{n} MB"),
        "error.provider.size.kb": MessageTemplate("{n} KB"),
        "error.provider.size.bytes": MessageTemplate("{n} B"),
        "error.provider.size.characters": MessageTemplate("{n} zn."),
        "error.provider.seconds": MessageTemplate("{n} s"),
        "error.provider.unreachable": MessageTemplate(
          "Nie udało się połączyć z dostawcą {name} ({capability}) pod {host} — sprawdź, czy serwer działa i czy jego bazowy URL ({url}) jest poprawny."
        ),
        "error.provider.connectTimeout": MessageTemplate(
          "Łączenie z dostawcą {name} ({capability}) pod {host} trwało dłużej niż {time} — sprawdź sieć i bazowy URL, potem spróbuj ponownie."
        ),
        "error.provider.firstByteTimeout": MessageTemplate(
          "Dostawca {name} ({capability}) nie zaczął odpowiadać w ciągu {time} — spróbuj ponownie albo zwiększ limit czasu na pierwszy bajt, jeśli model jest wolny."
        ),
        "error.provider.idleTimeout": MessageTemplate(
          "Dostawca {name} ({capability}) przestał przesyłać w połowie odpowiedzi na dłużej niż {time} — spróbuj ponownie albo zwiększ limit bezczynności, jeśli model jest wolny."
        ),
        "error.provider.totalTimeout": MessageTemplate(
          "Dostawca {name} ({capability}) nie skończył odpowiadać w ciągu {time} — spróbuj krótszego żądania albo zwiększ całkowity limit czasu."
        ),
        "error.provider.auth": MessageTemplate(
          "Dostawca {name} ({capability}) odrzucił klucz API ({status}) — {fix}."),
        "error.provider.fix.set": MessageTemplate("ustaw {variable}"),
        "error.provider.fix.check": MessageTemplate("sprawdź {variable}"),
        "error.provider.fix.checkKey": MessageTemplate("sprawdź skonfigurowany dla niego klucz API"),
        "error.provider.modelNotFound": MessageTemplate(
          "Dostawca {name} ({capability}) nie zna: {model} (404).{said} Sprawdź nazwę modelu w konfiguracji (`visor providers test` wypisuje oferowane modele) i czy bazowy URL {url} to katalog główny API."
        ),
        "error.provider.model.named": MessageTemplate("model „{model}”"),
        "error.provider.model.resource": MessageTemplate("żądany zasób"),
        "error.provider.said": MessageTemplate(" Odpowiedź: „{text}”."),
        "error.provider.timedOut": .plural(
          "attempts",
          [
            .zero:
              "Dostawca {name} ({capability}) przekroczył limit czasu ({status}; prób: {attempts}) — spróbuj później.",
            .one:
              "Dostawca {name} ({capability}) przekroczył limit czasu ({status}; prób: {attempts}) — spróbuj później.",
            .two:
              "Dostawca {name} ({capability}) przekroczył limit czasu ({status}; prób: {attempts}) — spróbuj później.",
            .few:
              "Dostawca {name} ({capability}) przekroczył limit czasu ({status}; prób: {attempts}) — spróbuj później.",
            .many:
              "Dostawca {name} ({capability}) przekroczył limit czasu ({status}; prób: {attempts}) — spróbuj później.",
            .other:
              "Dostawca {name} ({capability}) przekroczył limit czasu ({status}; prób: {attempts}) — spróbuj później.",
          ]),
        "error.provider.rateLimited": .plural(
          "attempts",
          [
            .zero:
              "Dostawca {name} ({capability}) ogranicza żądania (429; prób: {attempts}) — {when} albo sprawdź limit konta.{said}",
            .one:
              "Dostawca {name} ({capability}) ogranicza żądania (429; prób: {attempts}) — {when} albo sprawdź limit konta.{said}",
            .two:
              "Dostawca {name} ({capability}) ogranicza żądania (429; prób: {attempts}) — {when} albo sprawdź limit konta.{said}",
            .few:
              "Dostawca {name} ({capability}) ogranicza żądania (429; prób: {attempts}) — {when} albo sprawdź limit konta.{said}",
            .many:
              "Dostawca {name} ({capability}) ogranicza żądania (429; prób: {attempts}) — {when} albo sprawdź limit konta.{said}",
            .other:
              "Dostawca {name} ({capability}) ogranicza żądania (429; prób: {attempts}) — {when} albo sprawdź limit konta.{said}",
          ]),
        "error.provider.failedStatus": .plural(
          "attempts",
          [
            .zero:
              "Dostawca {name} ({capability}) zawiódł ze statusem {status} (prób: {attempts}) — {when}.{said}",
            .one:
              "Dostawca {name} ({capability}) zawiódł ze statusem {status} (prób: {attempts}) — {when}.{said}",
            .two:
              "Dostawca {name} ({capability}) zawiódł ze statusem {status} (prób: {attempts}) — {when}.{said}",
            .few:
              "Dostawca {name} ({capability}) zawiódł ze statusem {status} (prób: {attempts}) — {when}.{said}",
            .many:
              "Dostawca {name} ({capability}) zawiódł ze statusem {status} (prób: {attempts}) — {when}.{said}",
            .other:
              "Dostawca {name} ({capability}) zawiódł ze statusem {status} (prób: {attempts}) — {when}.{said}",
          ]),
        "error.provider.when.in": MessageTemplate("spróbuj ponownie za {seconds} s"),
        "error.provider.when.later": MessageTemplate("spróbuj później"),
        "error.provider.refused": MessageTemplate(
          "Dostawca {name} ({capability}) odrzucił żądanie ({status}).{said} Sprawdź możliwości modelu i dane wejściowe."
        ),
        "provider.check.reachable": .plural(
          "count",
          [
            .zero: "osiągalny pod {host}; modele: {count}", .one: "osiągalny pod {host}; modele: {count}",
            .two: "osiągalny pod {host}; modele: {count}", .few: "osiągalny pod {host}; modele: {count}",
            .many: "osiągalny pod {host}; modele: {count}", .other: "osiągalny pod {host}; modele: {count}",
          ]),
      ]
    case "tr":
      return [
        "error.gguf.open": MessageTemplate(
          "{file} model dosyası açılamadı; var olduğunu ve okunabildiğini kontrol edin."),
        "error.gguf.notGGUF": MessageTemplate(
          "{file} dosyası bir GGUF modeli değil (\"GGUF\" ile başlamıyor); bir .gguf dosyası seçin."),
        "error.gguf.version": MessageTemplate(
          "{file} dosyası GGUF sürüm {version}; Visor bunu okuyamaz (2 ve 3 desteklenir). Güncel bir llama.cpp ile dönüştürün."
        ),
        "error.gguf.corrupt": MessageTemplate(
          "{file} model dosyası bozuk ({problem}, {offset}. bayt); yeniden indirin ya da başka bir dosya seçin."
        ),
        "error.gguf.truncated": MessageTemplate(
          "{file} model dosyası eksik: ({size} baytta) şu bölümün ortasında bitiyor: {what}. Yeniden indirin."
        ),
        "error.gguf.unreadable": MessageTemplate(
          "{file} model dosyası okunamadı; diski kontrol edip yeniden deneyin."),
        "error.detector.objects": MessageTemplate("Nesne algılama başarısız oldu: {reason}."),
        "error.detector.peopleCreate": MessageTemplate("Kişi algılayıcı oluşturulamadı: {reason}."),
        "error.detector.people": MessageTemplate("Kişi algılama başarısız oldu: {reason}."),
        "error.detector.barcode": MessageTemplate("Barkod okuyucu başarısız oldu: {reason}."),
        "error.detector.barcodeLocator": MessageTemplate("Barkod bulucu başarısız oldu: {reason}."),
        "error.detector.saliency": MessageTemplate("Belirginlik analizi başarısız oldu: {reason}."),
        "error.classifier.labelsMismatch": MessageTemplate(
          "Etiket dosyasında {labels} etiket var ama modelin {outputs} çıktısı var. Çıktı sırasıyla her çıktıya bir etiket verin."
        ),
        "error.scene.noStructured": MessageTemplate(
          "Çevrimdışı sahne motoru (local/scene) yapılandırılmış yanıt üretemez. {hint}"),
        "error.opencv.unloadable": MessageTemplate(
          "OpenCV DNN 4.6 {file} dosyasını yükleyemedi: {reason}. Modeli opset 10 ya da daha düşüğüyle ONNX'e aktarın (torch.onnx.export(…, opset_version=10, training=torch.onnx.TrainingMode.EVAL))."
        ),
        "error.classifier.failed": MessageTemplate("Sınıflandırıcı başarısız oldu: {reason}."),
        "error.opencv.unrunnable": MessageTemplate(
          "Model yüklendi ama {size}×{size} girişle bir ileri geçiş başarısız oldu: {reason}. Giriş boyutunu kontrol edin ve OpenCV 4.6 için ONNX opset 10 ya da daha düşüğüyle dışa aktarın."
        ),
        "error.scene.notInstalled": MessageTemplate(
          "Kurulu değil: {what} ({path} eksik). Kurmak için scripts/setup-classifier.sh (ya da `make setup`) çalıştırıp yeniden deneyin."
        ),
        "error.scene.imageUnreadable": MessageTemplate(
          "Görsel çözülemedi ({detail}). JPEG, PNG ya da WebP bir fotoğraf gönderin."),
        "error.ocr.create": MessageTemplate("Metin okuyucu (tesseract) oluşturulamadı."),
        "error.ocr.failed": MessageTemplate("Metin okuyucu bu görseli işleyemedi."),
        "error.e5.notInstalled": MessageTemplate(
          "Anlama göre arama modeli {path} içinde kurulu değil; scripts/setup.sh çalıştırın."),
        "error.e5.load": MessageTemplate("Anlama göre arama motoru yüklenemedi ({reason})."),
        "error.e5.symbols": MessageTemplate(
          "Anlama göre arama motorunda ({library}) e5_load ya da e5_embed_batch yok."),
        "error.e5.read": MessageTemplate("Anlama göre arama modeli {path} okunamadı."),
        "error.e5.embed": MessageTemplate("Anlama göre arama motoru metinleri işleyemedi (sayı: {count})."),
        "error.e5.dimension": MessageTemplate(
          "Anlama göre arama modeli {want} değil {got} sayılık vektörler veriyor; scripts/setup.sh'ı yeniden çalıştırın."
        ),
        "error.scene.configureHint": MessageTemplate(
          "Bir görme sağlayıcısı yapılandırın: VISOR_OPENAI_API_KEY (ya da VISOR_GEMINI_API_KEY) ayarlayın veya Visor'ı görme modeli çalıştıran bir Ollama ya da llama.cpp sunucusuna yönlendirin."
        ),
        "error.speech.textEmpty": MessageTemplate("Metin boş. Söylenecek birkaç sözcük gönderin."),
        "error.speech.voiceFailed.retry": MessageTemplate(
          "{voice} sesi bu metni söyleyemedi ({reason}); daha kısa bir metinle yeniden deneyin."),
        "error.speech.voiceFailed.shorter": MessageTemplate(
          "{voice} sesi bu metni söyleyemedi ({reason}); daha kısa bir metin deneyin."),
        "error.speech.voiceFailed.install": MessageTemplate(
          "{voice} sesi bu metni söyleyemedi ({reason}); {engine} kurun (scripts/setup.sh)."),
        "error.speech.unreadableAudio": MessageTemplate(
          "{engine}, Visor'ın okuyamadığı bir ses döndürdü; yeniden deneyin."),
        "error.speech.festivalMissing": MessageTemplate(
          "Festival sesleri kurulu değil; scripts/setup.sh ile kurun."),
        "error.speech.voiceNotInstalled": MessageTemplate("'{name}' sesi {model} için kurulu değil."),
        "error.speech.voiceUnknown": MessageTemplate("'{name}' sesi {model} için yok."),
        "error.speech.voiceUnknownUse": MessageTemplate(
          "'{name}' sesi {model} için yok. Şunlardan birini kullanın: {voices}."),
        "error.speech.picoSilent": MessageTemplate(
          "{voice} sesi bu metin için ses üretmedi; yeniden deneyin."),
        "error.speech.flite": MessageTemplate(
          "flite bu metni '{name}' sesiyle sentezleyemedi ({reason}); daha basit sözcükler ya da başka bir ses deneyin."
        ),
        "error.whisper.language": MessageTemplate(
          "\"{field}\", Whisper'ın anladığı bir dil olmalı, ISO 639-1 koduyla: Visor'ın dilleri {supported} ya da diğerleri: {others}. \"{raw}\" bunlardan biri değil; bunlardan birini gönderin (bölgeyle de olur: \"de-AT\") ya da dilin algılanması için \"{field}\" alanını kaldırın."
        ),
        "error.worker.restarting": MessageTemplate(
          "Yerel işlem ({name}) beklenmedik biçimde durdu ve yeniden başlıyor; birkaç saniye sonra yeniden deneyin."
        ),
        "error.worker.unavailable": MessageTemplate(
          "Yerel işlem ({name}) başlatılamadı ({detail}). Yerel modelleri kurmak için scripts/setup.sh çalıştırıp Visor'ı yeniden başlatın."
        ),
        "error.worker.stopped": MessageTemplate(
          "Yerel işlem ({name}) kapanıyor; Visor yeniden başladıktan sonra tekrar deneyin."),
        "error.worker.timeout": MessageTemplate(
          "Yerel işlem ({name}) {seconds} sn içinde yanıt vermedi ve yeniden başlatıldı; daha kısa bir girdiyle yeniden deneyin."
        ),
        "error.worker.failed": MessageTemplate("Yerel işlem ({name}) bunu yapamadı: {detail}"),
        "error.provider.capability.vision": MessageTemplate("görme"),
        "error.provider.capability.chat": MessageTemplate("sohbet"),
        "error.provider.capability.speech": MessageTemplate("konuşma"),
        "error.provider.capability.transcription": MessageTemplate("yazıya dökme"),
        "error.provider.capability.imageGeneration": MessageTemplate("görsel üretme"),
        "error.provider.capability.modelListing": MessageTemplate("model listesi"),
        "error.provider.capability.scene": MessageTemplate("sahne"),
        "error.provider.capability.classification": MessageTemplate("sınıflandırma"),
        "error.provider.capability.structured": MessageTemplate("yapılandırılmış yanıt"),
        "error.provider.reported": MessageTemplate(
          "{name} sağlayıcısı ({capability}) yanıt verirken bir hata bildirdi{text}; yeniden deneyin."),
        "error.provider.reportedText": MessageTemplate(": \"{text}\""),
        "error.provider.schemaNotObject": MessageTemplate(
          "Yapılandırılmış çıktının JSON şeması bir JSON nesnesi değil; şemayı düzeltin."),
        "error.provider.noModel": MessageTemplate(
          "{name} sağlayıcısında şunun için yapılandırılmış model yok: {capability}. Yapılandırmasında `{field}` ayarlayın."
        ),
        "error.provider.badResponse": MessageTemplate(
          "{name} sağlayıcısı ({capability}) {what}; yeniden deneyin, sürerse {url} adresinin OpenAI uyumlu bir API kökü olduğunu kontrol edin."
        ),
        "error.provider.what.truncated": MessageTemplate("yanıt tamamlanmadan bağlantıyı kapattı"),
        "error.provider.what.modelList": MessageTemplate(
          "GET /models isteğine model listesi olmayan bir şeyle yanıt verdi"),
        "error.provider.what.wav": MessageTemplate("okunabilir bir WAV dosyası olmayan bir ses gönderdi"),
        "error.provider.what.transcription": MessageTemplate(
          "yazıya dökülmüş metin olmayan bir şeyle yanıt verdi"),
        "error.provider.what.imageList": MessageTemplate("görsel listesi olmayan bir şeyle yanıt verdi"),
        "error.provider.what.imageFormat": MessageTemplate(
          "PNG, JPEG ya da WebP olmayan bir görsel gönderdi"),
        "error.provider.what.imageLink": MessageTemplate("{status} yanıtı veren bir görsel bağlantısı verdi"),
        "error.provider.what.eventJSON": MessageTemplate("geçerli JSON olmayan bir akış olayı gönderdi"),
        "error.provider.what.eventChoices": MessageTemplate("`choices` içermeyen bir akış olayı gönderdi"),
        "error.provider.what.streamCut": MessageTemplate("yanıt tamamlanmadan göndermeyi bıraktı"),
        "error.provider.what.contentType": MessageTemplate(
          "olay akışı ya da JSON yerine {type} Content-Type ile yanıt verdi"),
        "error.provider.what.notCompletion": MessageTemplate(
          "sohbet yanıtı olmayan bir JSON ile yanıt verdi"),
        "error.provider.tooLarge": MessageTemplate(
          "{name} sağlayıcısı ({capability}) {size} üzerinde, Visor'ın kabul ettiğinden büyük bir yanıt gönderdi; hiçbir şey kaydedilmedi. Daha kısa bir yanıt isteyin ya da sağlayıcının sınırını yükseltin (yapılandırmasında `limits`)."
        ),
        "error.provider.size.mb": MessageTemplate("{n} MB"),
        "error.provider.size.kb": MessageTemplate("{n} KB"),
        "error.provider.size.bytes": MessageTemplate("{n} bayt"),
        "error.provider.size.characters": MessageTemplate("{n} karakter"),
        "error.provider.seconds": MessageTemplate("{n} sn"),
        "error.provider.unreachable": MessageTemplate(
          "{host} adresindeki {name} sağlayıcısına ({capability}) ulaşılamadı; sunucunun çalıştığını ve temel URL'sinin ({url}) doğru olduğunu kontrol edin."
        ),
        "error.provider.connectTimeout": MessageTemplate(
          "{host} adresindeki {name} sağlayıcısına ({capability}) bağlanmak {time} süreden uzun sürdü; ağı ve temel URL'yi kontrol edip yeniden deneyin."
        ),
        "error.provider.firstByteTimeout": MessageTemplate(
          "{name} sağlayıcısı ({capability}) {time} içinde yanıt vermeye başlamadı; yeniden deneyin ya da model yavaşsa ilk bayt zaman aşımını yükseltin."
        ),
        "error.provider.idleTimeout": MessageTemplate(
          "{name} sağlayıcısı ({capability}) yanıtın ortasında {time} süreden uzun bir süre göndermeyi bıraktı; yeniden deneyin ya da model yavaşsa boşta kalma zaman aşımını yükseltin."
        ),
        "error.provider.totalTimeout": MessageTemplate(
          "{name} sağlayıcısı ({capability}) {time} içinde yanıtı bitirmedi; daha kısa bir istekle yeniden deneyin ya da toplam zaman aşımını yükseltin."
        ),
        "error.provider.auth": MessageTemplate(
          "{name} sağlayıcısı ({capability}) API anahtarını reddetti ({status}); {fix}."),
        "error.provider.fix.set": MessageTemplate("{variable} ayarlayın"),
        "error.provider.fix.check": MessageTemplate("{variable} değerini kontrol edin"),
        "error.provider.fix.checkKey": MessageTemplate(
          "onun için yapılandırılan API anahtarını kontrol edin"),
        "error.provider.modelNotFound": MessageTemplate(
          "{name} sağlayıcısı ({capability}) şunu tanımıyor: {model} (404).{said} Yapılandırmadaki model adını (`visor providers test` sunduğu modelleri listeler) ve {url} temel URL'sinin API kökü olduğunu kontrol edin."
        ),
        "error.provider.model.named": MessageTemplate("'{model}' modelini"),
        "error.provider.model.resource": MessageTemplate("istenen kaynağı"),
        "error.provider.said": MessageTemplate(" Yanıtı: \"{text}\"."),
        "error.provider.timedOut": .plural(
          "attempts",
          [
            .zero:
              "{name} sağlayıcısı ({capability}) zaman aşımına uğradı ({status}; deneme: {attempts}); daha sonra yeniden deneyin.",
            .one:
              "{name} sağlayıcısı ({capability}) zaman aşımına uğradı ({status}; deneme: {attempts}); daha sonra yeniden deneyin.",
            .two:
              "{name} sağlayıcısı ({capability}) zaman aşımına uğradı ({status}; deneme: {attempts}); daha sonra yeniden deneyin.",
            .few:
              "{name} sağlayıcısı ({capability}) zaman aşımına uğradı ({status}; deneme: {attempts}); daha sonra yeniden deneyin.",
            .many:
              "{name} sağlayıcısı ({capability}) zaman aşımına uğradı ({status}; deneme: {attempts}); daha sonra yeniden deneyin.",
            .other:
              "{name} sağlayıcısı ({capability}) zaman aşımına uğradı ({status}; deneme: {attempts}); daha sonra yeniden deneyin.",
          ]),
        "error.provider.rateLimited": .plural(
          "attempts",
          [
            .zero:
              "{name} sağlayıcısı ({capability}) istekleri sınırlıyor (429; deneme: {attempts}); {when} ya da hesabın kotasını kontrol edin.{said}",
            .one:
              "{name} sağlayıcısı ({capability}) istekleri sınırlıyor (429; deneme: {attempts}); {when} ya da hesabın kotasını kontrol edin.{said}",
            .two:
              "{name} sağlayıcısı ({capability}) istekleri sınırlıyor (429; deneme: {attempts}); {when} ya da hesabın kotasını kontrol edin.{said}",
            .few:
              "{name} sağlayıcısı ({capability}) istekleri sınırlıyor (429; deneme: {attempts}); {when} ya da hesabın kotasını kontrol edin.{said}",
            .many:
              "{name} sağlayıcısı ({capability}) istekleri sınırlıyor (429; deneme: {attempts}); {when} ya da hesabın kotasını kontrol edin.{said}",
            .other:
              "{name} sağlayıcısı ({capability}) istekleri sınırlıyor (429; deneme: {attempts}); {when} ya da hesabın kotasını kontrol edin.{said}",
          ]),
        "error.provider.failedStatus": .plural(
          "attempts",
          [
            .zero:
              "{name} sağlayıcısı ({capability}) {status} durumuyla başarısız oldu (deneme: {attempts}); {when}.{said}",
            .one:
              "{name} sağlayıcısı ({capability}) {status} durumuyla başarısız oldu (deneme: {attempts}); {when}.{said}",
            .two:
              "{name} sağlayıcısı ({capability}) {status} durumuyla başarısız oldu (deneme: {attempts}); {when}.{said}",
            .few:
              "{name} sağlayıcısı ({capability}) {status} durumuyla başarısız oldu (deneme: {attempts}); {when}.{said}",
            .many:
              "{name} sağlayıcısı ({capability}) {status} durumuyla başarısız oldu (deneme: {attempts}); {when}.{said}",
            .other:
              "{name} sağlayıcısı ({capability}) {status} durumuyla başarısız oldu (deneme: {attempts}); {when}.{said}",
          ]),
        "error.provider.when.in": MessageTemplate("{seconds} sn sonra yeniden deneyin"),
        "error.provider.when.later": MessageTemplate("daha sonra yeniden deneyin"),
        "error.provider.refused": MessageTemplate(
          "{name} sağlayıcısı ({capability}) isteği reddetti ({status}).{said} Modelin yeteneklerini ve girdiyi kontrol edin."
        ),
        "provider.check.reachable": .plural(
          "count",
          [
            .zero: "{host} adresinde erişilebilir; model sayısı: {count}",
            .one: "{host} adresinde erişilebilir; model sayısı: {count}",
            .two: "{host} adresinde erişilebilir; model sayısı: {count}",
            .few: "{host} adresinde erişilebilir; model sayısı: {count}",
            .many: "{host} adresinde erişilebilir; model sayısı: {count}",
            .other: "{host} adresinde erişilebilir; model sayısı: {count}",
          ]),
      ]
    case "ru":
      return [
        "error.gguf.open": MessageTemplate(
          "Не удалось открыть файл модели {file} — проверьте, что он существует и доступен для чтения."),
        "error.gguf.notGGUF": MessageTemplate(
          "Файл {file} — не модель GGUF (он не начинается с «GGUF») — выберите файл .gguf."),
        "error.gguf.version": MessageTemplate(
          "Файл {file} — GGUF версии {version}, которую Visor не читает (поддерживаются версии 2 и 3) — преобразуйте его свежим llama.cpp."
        ),
        "error.gguf.corrupt": MessageTemplate(
          "Файл модели {file} повреждён ({problem}, байт {offset}) — скачайте его заново или выберите другой файл."
        ),
        "error.gguf.truncated": MessageTemplate(
          "Файл модели {file} обрезан: он обрывается (размер: {size} байт) посреди этой части: {what}. Скачайте его заново."
        ),
        "error.gguf.unreadable": MessageTemplate(
          "Не удалось прочитать файл модели {file} — проверьте диск и попробуйте ещё раз."),
        "error.detector.objects": MessageTemplate("Не удалось найти объекты: {reason}."),
        "error.detector.peopleCreate": MessageTemplate("Не удалось создать детектор людей: {reason}."),
        "error.detector.people": MessageTemplate("Не удалось найти людей: {reason}."),
        "error.detector.barcode": MessageTemplate("Сбой считывателя штрихкодов: {reason}."),
        "error.detector.barcodeLocator": MessageTemplate("Сбой поиска штрихкодов: {reason}."),
        "error.detector.saliency": MessageTemplate("Не удалось найти главное на снимке: {reason}."),
        "error.classifier.labelsMismatch": MessageTemplate(
          "В файле меток их {labels}, а у модели выходов: {outputs}. Дайте по одной метке на выход, в порядке выходов."
        ),
        "error.scene.noStructured": MessageTemplate(
          "Офлайн-движок сцен (local/scene) не даёт структурированных ответов. {hint}"),
        "error.opencv.unloadable": MessageTemplate(
          "OpenCV DNN 4.6 не смог загрузить {file}: {reason}. Экспортируйте модель в ONNX с opset 10 или ниже (torch.onnx.export(…, opset_version=10, training=torch.onnx.TrainingMode.EVAL))."
        ),
        "error.classifier.failed": MessageTemplate("Сбой классификатора: {reason}."),
        "error.opencv.unrunnable": MessageTemplate(
          "Модель загрузилась, но прогон на входе {size}×{size} не удался: {reason}. Проверьте входной размер и экспортируйте с ONNX opset 10 или ниже для OpenCV 4.6."
        ),
        "error.scene.notInstalled": MessageTemplate(
          "Не установлено: {what} (нет {path}). Запустите scripts/setup-classifier.sh (или `make setup`), чтобы установить, и попробуйте ещё раз."
        ),
        "error.scene.imageUnreadable": MessageTemplate(
          "Не удалось декодировать изображение ({detail}). Отправьте фото JPEG, PNG или WebP."),
        "error.ocr.create": MessageTemplate("Не удалось создать распознаватель текста (tesseract)."),
        "error.ocr.failed": MessageTemplate("Распознаватель текста не смог обработать это изображение."),
        "error.e5.notInstalled": MessageTemplate(
          "Модель поиска по смыслу не установлена в {path}; запустите scripts/setup.sh."),
        "error.e5.load": MessageTemplate("Не удалось загрузить движок поиска по смыслу ({reason})."),
        "error.e5.symbols": MessageTemplate(
          "В движке поиска по смыслу {library} нет e5_load или e5_embed_batch."),
        "error.e5.read": MessageTemplate("Не удалось прочитать модель поиска по смыслу {path}."),
        "error.e5.embed": MessageTemplate(
          "Движок поиска по смыслу не смог обработать тексты (количество: {count})."),
        "error.e5.dimension": MessageTemplate(
          "Модель поиска по смыслу выдаёт векторы длины {got}, а не {want}; запустите scripts/setup.sh ещё раз."
        ),
        "error.scene.configureHint": MessageTemplate(
          "Настройте провайдера зрения: задайте VISOR_OPENAI_API_KEY (или VISOR_GEMINI_API_KEY) либо направьте Visor на сервер Ollama или llama.cpp с моделью зрения."
        ),
        "error.speech.textEmpty": MessageTemplate(
          "Текст пуст. Отправьте несколько слов, чтобы их произнести."),
        "error.speech.voiceFailed.retry": MessageTemplate(
          "Голос {voice} не смог произнести этот текст ({reason}); попробуйте ещё раз с текстом покороче."),
        "error.speech.voiceFailed.shorter": MessageTemplate(
          "Голос {voice} не смог произнести этот текст ({reason}); попробуйте текст покороче."),
        "error.speech.voiceFailed.install": MessageTemplate(
          "Голос {voice} не смог произнести этот текст ({reason}); установите {engine} (scripts/setup.sh)."),
        "error.speech.unreadableAudio": MessageTemplate(
          "{engine} вернул звук, который Visor не смог прочитать; попробуйте ещё раз."),
        "error.speech.festivalMissing": MessageTemplate(
          "Голоса Festival не установлены; установите их через scripts/setup.sh."),
        "error.speech.voiceNotInstalled": MessageTemplate("Голос «{name}» не установлен для {model}."),
        "error.speech.voiceUnknown": MessageTemplate("Голоса «{name}» для {model} нет."),
        "error.speech.voiceUnknownUse": MessageTemplate(
          "Голоса «{name}» для {model} нет. Используйте один из этих: {voices}."),
        "error.speech.picoSilent": MessageTemplate(
          "Голос {voice} не выдал звука для этого текста; попробуйте ещё раз."),
        "error.speech.flite": MessageTemplate(
          "flite не смог синтезировать этот текст голосом «{name}» ({reason}); попробуйте слова попроще или другой голос."
        ),
        "error.whisper.language": MessageTemplate(
          "«{field}» — язык, который слышит Whisper, кодом ISO 639-1: языки Visor {supported} или другие: {others}. «{raw}» не из них; отправьте один из них (можно с регионом: «de-AT») или уберите «{field}», чтобы язык определился сам."
        ),
        "error.worker.restarting": MessageTemplate(
          "Локальный процесс ({name}) неожиданно остановился и перезапускается; попробуйте через несколько секунд."
        ),
        "error.worker.unavailable": MessageTemplate(
          "Локальный процесс ({name}) не смог запуститься ({detail}). Запустите scripts/setup.sh, чтобы установить локальные модели, и перезапустите Visor."
        ),
        "error.worker.stopped": MessageTemplate(
          "Локальный процесс ({name}) завершается; попробуйте снова, когда Visor перезапустится."),
        "error.worker.timeout": MessageTemplate(
          "Локальный процесс ({name}) не ответил за {seconds} с и был перезапущен; попробуйте с более коротким вводом."
        ),
        "error.worker.failed": MessageTemplate("Локальный процесс ({name}) не смог это сделать: {detail}"),
        "error.provider.capability.vision": MessageTemplate("зрение"),
        "error.provider.capability.chat": MessageTemplate("чат"),
        "error.provider.capability.speech": MessageTemplate("речь"),
        "error.provider.capability.transcription": MessageTemplate("распознавание речи"),
        "error.provider.capability.imageGeneration": MessageTemplate("создание изображений"),
        "error.provider.capability.modelListing": MessageTemplate("список моделей"),
        "error.provider.capability.scene": MessageTemplate("сцены"),
        "error.provider.capability.classification": MessageTemplate("классификация"),
        "error.provider.capability.structured": MessageTemplate("структурированные ответы"),
        "error.provider.reported": MessageTemplate(
          "Провайдер {name} ({capability}) сообщил об ошибке при ответе{text} — попробуйте ещё раз."),
        "error.provider.reportedText": MessageTemplate(": «{text}»"),
        "error.provider.schemaNotObject": MessageTemplate(
          "Схема JSON для структурированного ответа — не объект JSON — исправьте схему."),
        "error.provider.noModel": MessageTemplate(
          "У провайдера {name} не настроена модель для этого: {capability}. Задайте `{field}` в его настройках."
        ),
        "error.provider.badResponse": MessageTemplate(
          "Провайдер {name} ({capability}) {what} — попробуйте ещё раз; если это повторяется, проверьте, что {url} — корень API, совместимого с OpenAI."
        ),
        "error.provider.what.truncated": MessageTemplate("закрыл соединение до конца ответа"),
        "error.provider.what.modelList": MessageTemplate("ответил на GET /models не списком моделей"),
        "error.provider.what.wav": MessageTemplate("прислал звук, который не является читаемым файлом WAV"),
        "error.provider.what.transcription": MessageTemplate("ответил не расшифровкой"),
        "error.provider.what.imageList": MessageTemplate("ответил не списком изображений"),
        "error.provider.what.imageFormat": MessageTemplate("прислал изображение не в PNG, JPEG или WebP"),
        "error.provider.what.imageLink": MessageTemplate("дал ссылку на изображение, ответившую {status}"),
        "error.provider.what.eventJSON": MessageTemplate(
          "прислал событие потока, которое не является корректным JSON"),
        "error.provider.what.eventChoices": MessageTemplate("прислал событие потока без `choices`"),
        "error.provider.what.streamCut": MessageTemplate("перестал присылать данные до конца ответа"),
        "error.provider.what.contentType": MessageTemplate(
          "ответил с Content-Type {type} вместо потока событий или JSON"),
        "error.provider.what.notCompletion": MessageTemplate(
          "ответил JSON, который не является ответом чата"),
        "error.provider.tooLarge": MessageTemplate(
          "Провайдер {name} ({capability}) прислал ответ больше {size} — больше, чем принимает Visor; ничего не сохранено. Попросите ответ покороче или поднимите предел провайдера (`limits` в его настройках)."
        ),
        "error.provider.size.mb": MessageTemplate("{n} МБ"),
        "error.provider.size.kb": MessageTemplate("{n} КБ"),
        "error.provider.size.bytes": MessageTemplate("{n} байт"),
        "error.provider.size.characters": MessageTemplate("{n} симв."),
        "error.provider.seconds": MessageTemplate("{n} с"),
        "error.provider.unreachable": MessageTemplate(
          "Не удалось связаться с провайдером {name} ({capability}) по адресу {host} — проверьте, что сервер запущен и его базовый URL ({url}) верен."
        ),
        "error.provider.connectTimeout": MessageTemplate(
          "Подключение к провайдеру {name} ({capability}) по адресу {host} заняло больше {time} — проверьте сеть и базовый URL и попробуйте снова."
        ),
        "error.provider.firstByteTimeout": MessageTemplate(
          "Провайдер {name} ({capability}) не начал отвечать за {time} — попробуйте ещё раз или увеличьте время ожидания первого байта, если модель медленная."
        ),
        "error.provider.idleTimeout": MessageTemplate(
          "Провайдер {name} ({capability}) посреди ответа замолчал дольше чем на {time} — попробуйте ещё раз или увеличьте время ожидания простоя, если модель медленная."
        ),
        "error.provider.totalTimeout": MessageTemplate(
          "Провайдер {name} ({capability}) не закончил ответ за {time} — попробуйте запрос покороче или увеличьте общее время ожидания."
        ),
        "error.provider.auth": MessageTemplate(
          "Провайдер {name} ({capability}) отклонил ключ API ({status}) — {fix}."),
        "error.provider.fix.set": MessageTemplate("задайте {variable}"),
        "error.provider.fix.check": MessageTemplate("проверьте {variable}"),
        "error.provider.fix.checkKey": MessageTemplate("проверьте настроенный для него ключ API"),
        "error.provider.modelNotFound": MessageTemplate(
          "Провайдер {name} ({capability}) не знает: {model} (404).{said} Проверьте имя модели в настройках (`visor providers test` выводит предлагаемые модели) и что базовый URL {url} — корень API."
        ),
        "error.provider.model.named": MessageTemplate("модель «{model}»"),
        "error.provider.model.resource": MessageTemplate("запрошенный ресурс"),
        "error.provider.said": MessageTemplate(" Ответ: «{text}»."),
        "error.provider.timedOut": .plural(
          "attempts",
          [
            .zero:
              "Провайдер {name} ({capability}) не уложился во время ({status}; попыток: {attempts}) — попробуйте позже.",
            .one:
              "Провайдер {name} ({capability}) не уложился во время ({status}; попыток: {attempts}) — попробуйте позже.",
            .two:
              "Провайдер {name} ({capability}) не уложился во время ({status}; попыток: {attempts}) — попробуйте позже.",
            .few:
              "Провайдер {name} ({capability}) не уложился во время ({status}; попыток: {attempts}) — попробуйте позже.",
            .many:
              "Провайдер {name} ({capability}) не уложился во время ({status}; попыток: {attempts}) — попробуйте позже.",
            .other:
              "Провайдер {name} ({capability}) не уложился во время ({status}; попыток: {attempts}) — попробуйте позже.",
          ]),
        "error.provider.rateLimited": .plural(
          "attempts",
          [
            .zero:
              "Провайдер {name} ({capability}) ограничивает запросы (429; попыток: {attempts}) — {when} или проверьте квоту учётной записи.{said}",
            .one:
              "Провайдер {name} ({capability}) ограничивает запросы (429; попыток: {attempts}) — {when} или проверьте квоту учётной записи.{said}",
            .two:
              "Провайдер {name} ({capability}) ограничивает запросы (429; попыток: {attempts}) — {when} или проверьте квоту учётной записи.{said}",
            .few:
              "Провайдер {name} ({capability}) ограничивает запросы (429; попыток: {attempts}) — {when} или проверьте квоту учётной записи.{said}",
            .many:
              "Провайдер {name} ({capability}) ограничивает запросы (429; попыток: {attempts}) — {when} или проверьте квоту учётной записи.{said}",
            .other:
              "Провайдер {name} ({capability}) ограничивает запросы (429; попыток: {attempts}) — {when} или проверьте квоту учётной записи.{said}",
          ]),
        "error.provider.failedStatus": .plural(
          "attempts",
          [
            .zero:
              "Провайдер {name} ({capability}) вернул ошибку со статусом {status} (попыток: {attempts}) — {when}.{said}",
            .one:
              "Провайдер {name} ({capability}) вернул ошибку со статусом {status} (попыток: {attempts}) — {when}.{said}",
            .two:
              "Провайдер {name} ({capability}) вернул ошибку со статусом {status} (попыток: {attempts}) — {when}.{said}",
            .few:
              "Провайдер {name} ({capability}) вернул ошибку со статусом {status} (попыток: {attempts}) — {when}.{said}",
            .many:
              "Провайдер {name} ({capability}) вернул ошибку со статусом {status} (попыток: {attempts}) — {when}.{said}",
            .other:
              "Провайдер {name} ({capability}) вернул ошибку со статусом {status} (попыток: {attempts}) — {when}.{said}",
          ]),
        "error.provider.when.in": MessageTemplate("попробуйте снова через {seconds} с"),
        "error.provider.when.later": MessageTemplate("попробуйте позже"),
        "error.provider.refused": MessageTemplate(
          "Провайдер {name} ({capability}) отклонил запрос ({status}).{said} Проверьте возможности модели и входные данные."
        ),
        "provider.check.reachable": .plural(
          "count",
          [
            .zero: "доступен по адресу {host}; моделей: {count}",
            .one: "доступен по адресу {host}; моделей: {count}",
            .two: "доступен по адресу {host}; моделей: {count}",
            .few: "доступен по адресу {host}; моделей: {count}",
            .many: "доступен по адресу {host}; моделей: {count}",
            .other: "доступен по адресу {host}; моделей: {count}",
          ]),
      ]
    case "ar":
      return [
        "error.gguf.open": MessageTemplate("تعذّر فتح ملف النموذج {file}؛ تحقّق من وجوده ومن إمكان قراءته."),
        "error.gguf.notGGUF": MessageTemplate(
          "الملف {file} ليس نموذج GGUF (لا يبدأ بـ\"GGUF\")؛ اختر ملف ‎.gguf‎."),
        "error.gguf.version": MessageTemplate(
          "الملف {file} بصيغة GGUF الإصدار {version} الذي لا يقرؤه Visor (الإصداران 2 و3 مدعومان)؛ حوّله بإصدار حديث من llama.cpp."
        ),
        "error.gguf.corrupt": MessageTemplate(
          "ملف النموذج {file} تالف ({problem}، عند البايت {offset})؛ نزّله من جديد أو اختر ملفًا آخر."),
        "error.gguf.truncated": MessageTemplate(
          "ملف النموذج {file} مقطوع: ينتهي (عند {size} بايت) في منتصف هذا الجزء: {what}. نزّله من جديد."),
        "error.gguf.unreadable": MessageTemplate(
          "تعذّرت قراءة ملف النموذج {file}؛ تحقّق من القرص وحاول مرة أخرى."),
        "error.detector.objects": MessageTemplate("فشل اكتشاف الأشياء: {reason}."),
        "error.detector.peopleCreate": MessageTemplate("تعذّر إنشاء كاشف الأشخاص: {reason}."),
        "error.detector.people": MessageTemplate("فشل اكتشاف الأشخاص: {reason}."),
        "error.detector.barcode": MessageTemplate("فشل قارئ الرموز الشريطية: {reason}."),
        "error.detector.barcodeLocator": MessageTemplate("فشل محدِّد مواقع الرموز الشريطية: {reason}."),
        "error.detector.saliency": MessageTemplate("فشل تحديد الأبرز في الصورة: {reason}."),
        "error.classifier.labelsMismatch": MessageTemplate(
          "في ملف التسميات {labels} تسمية لكن للنموذج {outputs} مخرجًا. ضع تسمية لكل مخرج، بترتيب المخرجات."),
        "error.scene.noStructured": MessageTemplate(
          "لا يُخرج محرّك المشاهد غير المتصل (local/scene) إجابات منظّمة. {hint}"),
        "error.opencv.unloadable": MessageTemplate(
          "لم يستطع OpenCV DNN 4.6 تحميل {file}: {reason}. صدّر النموذج إلى ONNX بـopset 10 أو أقل (torch.onnx.export(…, opset_version=10, training=torch.onnx.TrainingMode.EVAL))."
        ),
        "error.classifier.failed": MessageTemplate("فشل المصنِّف: {reason}."),
        "error.opencv.unrunnable": MessageTemplate(
          "حُمّل النموذج لكن تمريرة على مدخل بحجم {size}×{size} فشلت: {reason}. تحقّق من حجم الإدخال، وصدّر بـONNX opset 10 أو أقل لـOpenCV 4.6."
        ),
        "error.scene.notInstalled": MessageTemplate(
          "غير مثبّت: {what} ({path} مفقود). شغّل scripts/setup-classifier.sh (أو `make setup`) لتثبيته، ثم حاول مرة أخرى."
        ),
        "error.scene.imageUnreadable": MessageTemplate(
          "تعذّر فكّ ترميز الصورة ({detail}). أرسل صورة JPEG أو PNG أو WebP."),
        "error.ocr.create": MessageTemplate("تعذّر إنشاء قارئ النصوص (tesseract)."),
        "error.ocr.failed": MessageTemplate("لم يستطع قارئ النصوص معالجة هذه الصورة."),
        "error.e5.notInstalled": MessageTemplate(
          "نموذج البحث بالمعنى غير مثبّت في {path}؛ شغّل scripts/setup.sh."),
        "error.e5.load": MessageTemplate("تعذّر تحميل محرّك البحث بالمعنى ({reason})."),
        "error.e5.symbols": MessageTemplate(
          "ينقص محرّكَ البحث بالمعنى {library} الدالةُ e5_load أو e5_embed_batch."),
        "error.e5.read": MessageTemplate("تعذّرت قراءة نموذج البحث بالمعنى {path}."),
        "error.e5.embed": MessageTemplate("فشل محرّك البحث بالمعنى في معالجة النصوص (العدد: {count})."),
        "error.e5.dimension": MessageTemplate(
          "يعطي نموذج البحث بالمعنى متجهات من {got} رقمًا لا {want}؛ شغّل scripts/setup.sh مرة أخرى."),
        "error.scene.configureHint": MessageTemplate(
          "اضبط مزوّد رؤية: اضبط VISOR_OPENAI_API_KEY (أو VISOR_GEMINI_API_KEY)، أو وجّه Visor إلى خادم Ollama أو llama.cpp يشغّل نموذج رؤية."
        ),
        "error.speech.textEmpty": MessageTemplate("النص فارغ. أرسل بعض الكلمات لنطقها."),
        "error.speech.voiceFailed.retry": MessageTemplate(
          "لم يستطع الصوت {voice} نطق هذا النص ({reason})؛ حاول مرة أخرى بنص أقصر."),
        "error.speech.voiceFailed.shorter": MessageTemplate(
          "لم يستطع الصوت {voice} نطق هذا النص ({reason})؛ جرّب نصًا أقصر."),
        "error.speech.voiceFailed.install": MessageTemplate(
          "لم يستطع الصوت {voice} نطق هذا النص ({reason})؛ ثبّت {engine} ‏(scripts/setup.sh)."),
        "error.speech.unreadableAudio": MessageTemplate(
          "أرجع {engine} صوتًا لم يستطع Visor قراءته؛ حاول مرة أخرى."),
        "error.speech.festivalMissing": MessageTemplate(
          "أصوات Festival غير مثبّتة؛ ثبّتها بـscripts/setup.sh."),
        "error.speech.voiceNotInstalled": MessageTemplate("الصوت \"{name}\" غير مثبّت لـ{model}."),
        "error.speech.voiceUnknown": MessageTemplate("الصوت \"{name}\" غير موجود لـ{model}."),
        "error.speech.voiceUnknownUse": MessageTemplate(
          "الصوت \"{name}\" غير موجود لـ{model}. استخدم أحد هذه: {voices}."),
        "error.speech.picoSilent": MessageTemplate("لم يُخرج الصوت {voice} أي صوت لهذا النص؛ حاول مرة أخرى."),
        "error.speech.flite": MessageTemplate(
          "لم يستطع flite توليد هذا النص بالصوت \"{name}\" ({reason})؛ جرّب كلمات أبسط أو صوتًا آخر."),
        "error.whisper.language": MessageTemplate(
          "يجب أن يكون \"{field}\" لغة يسمعها Whisper، برمز ISO 639-1: لغات Visor ‏{supported}، أو غيرها: {others}. و\"{raw}\" ليست منها؛ أرسل إحداها (تصلح مع المنطقة: \"de-AT\")، أو احذف \"{field}\" ليُكتشف اللغة تلقائيًا."
        ),
        "error.worker.restarting": MessageTemplate(
          "توقّفت العملية المحلية ({name}) على نحو غير متوقّع وتُعاد تشغيلها؛ حاول بعد بضع ثوانٍ."),
        "error.worker.unavailable": MessageTemplate(
          "تعذّر تشغيل العملية المحلية ({name}) ‏({detail}). شغّل scripts/setup.sh لتثبيت النماذج المحلية، ثم أعد تشغيل Visor."
        ),
        "error.worker.stopped": MessageTemplate(
          "العملية المحلية ({name}) تُغلق؛ حاول مرة أخرى بعد إعادة تشغيل Visor."),
        "error.worker.timeout": MessageTemplate(
          "لم تُجب العملية المحلية ({name}) خلال {seconds} ث فأُعيد تشغيلها؛ حاول مرة أخرى بمدخل أقصر."),
        "error.worker.failed": MessageTemplate("لم تستطع العملية المحلية ({name}) فعل ذلك: {detail}"),
        "error.provider.capability.vision": MessageTemplate("الرؤية"),
        "error.provider.capability.chat": MessageTemplate("المحادثة"),
        "error.provider.capability.speech": MessageTemplate("النطق"),
        "error.provider.capability.transcription": MessageTemplate("تفريغ الكلام"),
        "error.provider.capability.imageGeneration": MessageTemplate("توليد الصور"),
        "error.provider.capability.modelListing": MessageTemplate("قائمة النماذج"),
        "error.provider.capability.scene": MessageTemplate("المشاهد"),
        "error.provider.capability.classification": MessageTemplate("التصنيف"),
        "error.provider.capability.structured": MessageTemplate("الإجابات المنظّمة"),
        "error.provider.reported": MessageTemplate(
          "أبلغ المزوّد {name} ({capability}) عن خطأ أثناء الإجابة{text}؛ حاول مرة أخرى."),
        "error.provider.reportedText": MessageTemplate(": \"{text}\""),
        "error.provider.schemaNotObject": MessageTemplate(
          "مخطط JSON للمخرجات المنظّمة ليس كائن JSON؛ أصلح المخطط."),
        "error.provider.noModel": MessageTemplate(
          "لا يوجد لدى المزوّد {name} نموذج مضبوط لهذا: {capability}. اضبط `{field}` في إعداداته."),
        "error.provider.badResponse": MessageTemplate(
          "المزوّد {name} ({capability}) {what}؛ حاول مرة أخرى، وإن تكرّر ذلك فتحقّق من أن {url} جذر API متوافق مع OpenAI."
        ),
        "error.provider.what.truncated": MessageTemplate("أغلق الاتصال قبل اكتمال الإجابة"),
        "error.provider.what.modelList": MessageTemplate("أجاب عن GET /models بشيء ليس قائمة نماذج"),
        "error.provider.what.wav": MessageTemplate("أرسل صوتًا ليس ملف WAV مقروءًا"),
        "error.provider.what.transcription": MessageTemplate("أجاب بشيء ليس تفريغًا للكلام"),
        "error.provider.what.imageList": MessageTemplate("أجاب بشيء ليس قائمة صور"),
        "error.provider.what.imageFormat": MessageTemplate("أرسل صورة ليست PNG ولا JPEG ولا WebP"),
        "error.provider.what.imageLink": MessageTemplate("أعطى رابط صورة أجاب بـ{status}"),
        "error.provider.what.eventJSON": MessageTemplate("أرسل حدث بثّ ليس JSON صالحًا"),
        "error.provider.what.eventChoices": MessageTemplate("أرسل حدث بثّ دون `choices`"),
        "error.provider.what.streamCut": MessageTemplate("توقّف عن الإرسال قبل اكتمال الإجابة"),
        "error.provider.what.contentType": MessageTemplate(
          "أجاب بـContent-Type ‏{type} بدل بثّ أحداث أو JSON"),
        "error.provider.what.notCompletion": MessageTemplate("أجاب بـJSON ليس إجابة محادثة"),
        "error.provider.tooLarge": MessageTemplate(
          "أرسل المزوّد {name} ({capability}) إجابة أكبر من {size}، أكثر مما يقبله Visor؛ لم يُحفظ شيء. اطلب إجابة أقصر، أو ارفع حدّ المزوّد (`limits` في إعداداته)."
        ),
        "error.provider.size.mb": MessageTemplate("{n} ميغابايت"),
        "error.provider.size.kb": MessageTemplate("{n} كيلوبايت"),
        "error.provider.size.bytes": MessageTemplate("{n} بايت"),
        "error.provider.size.characters": MessageTemplate("{n} حرف"),
        "error.provider.seconds": MessageTemplate("{n} ث"),
        "error.provider.unreachable": MessageTemplate(
          "تعذّر الوصول إلى المزوّد {name} ({capability}) على {host}؛ تحقّق من أن الخادم يعمل وأن عنوانه الأساسي ({url}) صحيح."
        ),
        "error.provider.connectTimeout": MessageTemplate(
          "استغرق الاتصال بالمزوّد {name} ({capability}) على {host} أكثر من {time}؛ تحقّق من الشبكة والعنوان الأساسي، ثم حاول مرة أخرى."
        ),
        "error.provider.firstByteTimeout": MessageTemplate(
          "لم يبدأ المزوّد {name} ({capability}) الإجابة خلال {time}؛ حاول مرة أخرى، أو ارفع مهلة البايت الأول إن كان النموذج بطيئًا."
        ),
        "error.provider.idleTimeout": MessageTemplate(
          "توقّف المزوّد {name} ({capability}) عن الإرسال في منتصف إجابته لأكثر من {time}؛ حاول مرة أخرى، أو ارفع مهلة الخمول إن كان النموذج بطيئًا."
        ),
        "error.provider.totalTimeout": MessageTemplate(
          "لم يُنهِ المزوّد {name} ({capability}) الإجابة خلال {time}؛ حاول بطلب أقصر، أو ارفع المهلة الكلية."),
        "error.provider.auth": MessageTemplate(
          "رفض المزوّد {name} ({capability}) مفتاح الـAPI ‏({status})؛ {fix}."),
        "error.provider.fix.set": MessageTemplate("اضبط {variable}"),
        "error.provider.fix.check": MessageTemplate("تحقّق من {variable}"),
        "error.provider.fix.checkKey": MessageTemplate("تحقّق من مفتاح الـAPI المضبوط له"),
        "error.provider.modelNotFound": MessageTemplate(
          "لا يعرف المزوّد {name} ({capability}) {model} ‏(404).{said} تحقّق من اسم النموذج في الإعدادات (يعرض `visor providers test` النماذج المتاحة) ومن أن العنوان الأساسي {url} هو جذر الـAPI."
        ),
        "error.provider.model.named": MessageTemplate("النموذج \"{model}\""),
        "error.provider.model.resource": MessageTemplate("المورد المطلوب"),
        "error.provider.said": MessageTemplate(" قال: \"{text}\"."),
        "error.provider.timedOut": .plural(
          "attempts",
          [
            .zero: "انتهت مهلة المزوّد {name} ({capability}) ‏({status}؛ المحاولات: {attempts})؛ حاول لاحقًا.",
            .one: "انتهت مهلة المزوّد {name} ({capability}) ‏({status}؛ المحاولات: {attempts})؛ حاول لاحقًا.",
            .two: "انتهت مهلة المزوّد {name} ({capability}) ‏({status}؛ المحاولات: {attempts})؛ حاول لاحقًا.",
            .few: "انتهت مهلة المزوّد {name} ({capability}) ‏({status}؛ المحاولات: {attempts})؛ حاول لاحقًا.",
            .many: "انتهت مهلة المزوّد {name} ({capability}) ‏({status}؛ المحاولات: {attempts})؛ حاول لاحقًا.",
            .other: "انتهت مهلة المزوّد {name} ({capability}) ‏({status}؛ المحاولات: {attempts})؛ حاول لاحقًا.",
          ]),
        "error.provider.rateLimited": .plural(
          "attempts",
          [
            .zero:
              "يحدّ المزوّد {name} ({capability}) من الطلبات (429؛ المحاولات: {attempts})؛ {when}، أو تحقّق من حصة الحساب.{said}",
            .one:
              "يحدّ المزوّد {name} ({capability}) من الطلبات (429؛ المحاولات: {attempts})؛ {when}، أو تحقّق من حصة الحساب.{said}",
            .two:
              "يحدّ المزوّد {name} ({capability}) من الطلبات (429؛ المحاولات: {attempts})؛ {when}، أو تحقّق من حصة الحساب.{said}",
            .few:
              "يحدّ المزوّد {name} ({capability}) من الطلبات (429؛ المحاولات: {attempts})؛ {when}، أو تحقّق من حصة الحساب.{said}",
            .many:
              "يحدّ المزوّد {name} ({capability}) من الطلبات (429؛ المحاولات: {attempts})؛ {when}، أو تحقّق من حصة الحساب.{said}",
            .other:
              "يحدّ المزوّد {name} ({capability}) من الطلبات (429؛ المحاولات: {attempts})؛ {when}، أو تحقّق من حصة الحساب.{said}",
          ]),
        "error.provider.failedStatus": .plural(
          "attempts",
          [
            .zero: "فشل المزوّد {name} ({capability}) بالحالة {status} (المحاولات: {attempts})؛ {when}.{said}",
            .one: "فشل المزوّد {name} ({capability}) بالحالة {status} (المحاولات: {attempts})؛ {when}.{said}",
            .two: "فشل المزوّد {name} ({capability}) بالحالة {status} (المحاولات: {attempts})؛ {when}.{said}",
            .few: "فشل المزوّد {name} ({capability}) بالحالة {status} (المحاولات: {attempts})؛ {when}.{said}",
            .many: "فشل المزوّد {name} ({capability}) بالحالة {status} (المحاولات: {attempts})؛ {when}.{said}",
            .other:
              "فشل المزوّد {name} ({capability}) بالحالة {status} (المحاولات: {attempts})؛ {when}.{said}",
          ]),
        "error.provider.when.in": MessageTemplate("حاول بعد {seconds} ث"),
        "error.provider.when.later": MessageTemplate("حاول لاحقًا"),
        "error.provider.refused": MessageTemplate(
          "رفض المزوّد {name} ({capability}) الطلب ({status}).{said} تحقّق من قدرات النموذج ومن المدخلات."),
        "provider.check.reachable": .plural(
          "count",
          [
            .zero: "متاح على {host}؛ عدد النماذج: {count}", .one: "متاح على {host}؛ عدد النماذج: {count}",
            .two: "متاح على {host}؛ عدد النماذج: {count}", .few: "متاح على {host}؛ عدد النماذج: {count}",
            .many: "متاح على {host}؛ عدد النماذج: {count}", .other: "متاح على {host}؛ عدد النماذج: {count}",
          ]),
      ]
    default: return [:]
    }
  }
}
