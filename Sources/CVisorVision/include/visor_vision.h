#ifndef VISOR_VISION_H
#define VISOR_VISION_H
#ifdef __cplusplus
extern "C" {
#endif
/// Plain C API over OpenCV (classifier, cascades, colours). See VisorLocal.
int visor_vision_version(void);
#ifdef __cplusplus
}
#endif
#endif
