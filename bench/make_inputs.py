"""Makes the bench inputs: a 12 MP JPEG (a real photo scaled to 4000x3000) as a multipart body."""
import glob, sys
from PIL import Image

out_dir = sys.argv[1]
candidates = glob.glob("/usr/share/darknet/data/dog.jpg") + glob.glob("/usr/share/**/dog.jpg", recursive=True)
src = Image.open(candidates[0]).convert("RGB") if candidates else Image.effect_noise((640, 480), 64).convert("RGB")
big = src.resize((4000, 3000), Image.LANCZOS)
big.save(f"{out_dir}/photo-12mp.jpg", "JPEG", quality=90)
boundary = "visorbenchboundary7f3a"
with open(f"{out_dir}/photo-12mp.jpg", "rb") as f:
    jpeg = f.read()
body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"image\"; filename=\"photo.jpg\"\r\n"
        f"Content-Type: image/jpeg\r\n\r\n").encode() + jpeg + f"\r\n--{boundary}--\r\n".encode()
with open(f"{out_dir}/body.bin", "wb") as f:
    f.write(body)
print(boundary)
