#!/usr/bin/env python3
"""Writes the tiny GGUF files used by Tests/VisorLocalTests/GGUFTests.swift.

Usage (needs PyPI `gguf` and numpy, e.g. in a throw-away venv):
    python3 -m venv /tmp/gguf-venv && /tmp/gguf-venv/bin/pip install gguf
    /tmp/gguf-venv/bin/python scripts/dev/make-gguf-fixtures.py Tests/Fixtures/gguf

Files:
    chat-llm.gguf       llama architecture with a chat template, a 3000-token vocabulary, one tensor
    base-llm.gguf       qwen2 architecture without a chat template (a base model)
    mmproj-clip.gguf    a clip vision projector (mmproj) with clip.has_vision_encoder
    every-type.gguf     one metadata value of every GGUF type, nested arrays included
    version2.gguf       chat-llm.gguf's header rewritten as GGUF version 2
    truncated.gguf      chat-llm.gguf cut off in the middle of its metadata
    wrong-magic.gguf    a file that does not start with "GGUF"
    huge-string.gguf    a header whose first key claims to be 2^62 bytes long
    huge-array.gguf     a header with an array that claims 2^40 elements
"""
import struct
import sys
from pathlib import Path

import gguf
import numpy as np

out = Path(sys.argv[1] if len(sys.argv) > 1 else "Tests/Fixtures/gguf")
out.mkdir(parents=True, exist_ok=True)


def tiny_tensor(writer: gguf.GGUFWriter) -> None:
    writer.add_tensor("token_embd.weight", np.zeros((4, 8), dtype=np.float32))


def finish(writer: gguf.GGUFWriter) -> None:
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()


# A chat LLM.
w = gguf.GGUFWriter(str(out / "chat-llm.gguf"), "llama")
w.add_name("Tiny Chat")
w.add_context_length(2048)
w.add_embedding_length(8)
w.add_block_count(1)
w.add_uint32("general.quantization_version", 2)
w.add_tokenizer_model("gpt2")
w.add_token_list([f"tok{i}" for i in range(3000)])
w.add_token_types([1] * 3000)
w.add_chat_template("{% for m in messages %}<|im_start|>{{ m.role }}\n{{ m.content }}<|im_end|>\n{% endfor %}")
w.add_array("general.tags", ["chat", "tiny"])
tiny_tensor(w)
finish(w)

# A base (non-chat) LLM.
w = gguf.GGUFWriter(str(out / "base-llm.gguf"), "qwen2")
w.add_name("Tiny Base")
w.add_context_length(4096)
w.add_token_list([f"t{i}" for i in range(100)])
tiny_tensor(w)
finish(w)

# A clip vision projector (what llama.cpp calls mmproj).
w = gguf.GGUFWriter(str(out / "mmproj-clip.gguf"), "clip")
w.add_name("Tiny Projector")
w.add_bool("clip.has_vision_encoder", True)
w.add_bool("clip.has_text_encoder", False)
w.add_string("clip.projector_type", "mlp")
w.add_uint32("clip.vision.image_size", 224)
w.add_array("clip.vision.image_mean", [0.5, 0.5, 0.5])
tiny_tensor(w)
finish(w)

# Every value type.
w = gguf.GGUFWriter(str(out / "every-type.gguf"), "llama")
V = gguf.GGUFValueType
w.add_key_value("t.u8", 200, V.UINT8)
w.add_key_value("t.i8", -100, V.INT8)
w.add_key_value("t.u16", 60000, V.UINT16)
w.add_key_value("t.i16", -30000, V.INT16)
w.add_key_value("t.u32", 4000000000, V.UINT32)
w.add_key_value("t.i32", -2000000000, V.INT32)
w.add_key_value("t.f32", 1.5, V.FLOAT32)
w.add_key_value("t.bool", True, V.BOOL)
w.add_key_value("t.string", "héllo ✓", V.STRING)
w.add_key_value("t.u64", 2**63 + 5, V.UINT64)
w.add_key_value("t.i64", -(2**62), V.INT64)
w.add_key_value("t.f64", 2.25, V.FLOAT64)
w.add_key_value("t.array.i32", [1, -2, 3], V.ARRAY, V.INT32)
w.add_key_value("t.array.nested", [[1, 2], [3]], V.ARRAY, V.ARRAY)
w.add_key_value("t.array.big", list(range(5000)), V.ARRAY, V.INT32)
finish(w)

data = (out / "chat-llm.gguf").read_bytes()
assert data[:4] == b"GGUF"
(out / "version2.gguf").write_bytes(data[:4] + struct.pack("<I", 2) + data[8:])
# Cut inside the token list, well before the tensor infos.
(out / "truncated.gguf").write_bytes(data[:600])
(out / "wrong-magic.gguf").write_bytes(b"PK\x03\x04" + data[4:200])

# Hand-made headers with absurd lengths: they must fail cleanly without allocating.
header = b"GGUF" + struct.pack("<IQQ", 3, 0, 1)
(out / "huge-string.gguf").write_bytes(header + struct.pack("<Q", 2**62) + b"general.architecture")
key = b"general.tags"
(out / "huge-array.gguf").write_bytes(
    header + struct.pack("<Q", len(key)) + key + struct.pack("<IIQ", 9, 8, 2**40) + b"\x00" * 64
)
for path in sorted(out.glob("*.gguf")):
    print(f"{path.name}: {path.stat().st_size} bytes")
