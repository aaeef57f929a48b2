import numpy as np, onnxruntime as ort, time, sys
from PIL import Image
s=ort.InferenceSession('/root/.cache/visor/models/efficientnet-lite0.onnx', providers=['CPUExecutionProvider'])
files=[f'/usr/share/darknet/data/{n}' for n in ['dog.jpg','eagle.jpg','giraffe.jpg','horses.jpg']]+[f'/usr/share/doc/opencv-doc/examples/data/{n}' for n in ['fruits.jpg','orange.jpg','baboon.jpg','messi5.jpg']]
datas=[open(f,'rb').read() for f in files]
import io
def run(d):
    im=Image.open(io.BytesIO(d)).convert('RGB'); w,h=im.size; sc=256/min(w,h)
    im=im.resize((round(w*sc),round(h*sc)), Image.BILINEAR); w,h=im.size
    l=(w-224)//2;t=(h-224)//2; im=im.crop((l,t,l+224,t+224))
    a=((np.asarray(im).astype(np.float32)-127)/128).transpose(2,0,1)[None]
    t0=time.perf_counter(); o=s.run(None,{'input':a})[0]; return time.perf_counter()-t0
run(datas[0])
t=time.perf_counter(); fw=0
for r in range(5):
    for d in datas: fw+=run(d)
n=40; tot=time.perf_counter()-t
print(f"onnxruntime {ort.__version__}: {tot/n*1000:.1f} ms/image (decode+preprocess+forward), {n/tot:.1f} images/s; forward {fw/n*1000:.1f} ms")
