"""Zoo families of transformers' encoders and encoder-decoders: ModernBERT's masked LM over a
padded batch, SigLIP's two towers with their sigmoid contrastive loss, Whisper and T5; BERT,
DeBERTa-v2, Swin, ResNet and wav2vec 2.0 from the years before. Each at a tiny width for the CPU
and at its published width (2-4 layers) for the GPU."""

from __future__ import annotations

import torch
import torch.nn.functional as F
import transformers as T

from zoo.family import Family, Wrapped, regression_loss, tokens


def model_loss(out: torch.Tensor, batch: tuple) -> torch.Tensor:
    """The model computed its loss itself."""
    return out


def decoder_loss(logits: torch.Tensor, batch: tuple) -> torch.Tensor:
    """Next-token cross-entropy against the decoder's input ids (the second input), shifted by one."""
    ids = batch[1]
    return F.cross_entropy(logits[:, :-1].flatten(0, 1).float(), ids[:, 1:].flatten())


# --- ModernBERT: masked LM over a padded batch ---------------------------------------------

MASK_TOKEN, PAD_TOKEN = 4, 0


def _modernbert(width: str):
    if width == "tiny":
        # A sliding window of 16 so that, at 32 tokens, the local layers' window masks.
        dims = dict(vocab_size=256, hidden_size=64, intermediate_size=96, num_hidden_layers=2,
                    num_attention_heads=4, local_attention=16, max_position_embeddings=512)
    else:  # ModernBERT-base: hidden 768, 12 heads, a global layer then two local (window 128)
        dims = dict(vocab_size=50368, hidden_size=768, intermediate_size=1152, num_hidden_layers=3,
                    num_attention_heads=12, local_attention=128, max_position_embeddings=8192)
    config = T.ModernBertConfig(**dims, pad_token_id=PAD_TOKEN, bos_token_id=1, eos_token_id=2, cls_token_id=1,
                                sep_token_id=2, attn_implementation="sdpa")
    return Wrapped(T.ModernBertForMaskedLM(config),
                   lambda m, ids, mask, labels: m(input_ids=ids, attention_mask=mask).logits)


def masked_batch(width: str, g: torch.Generator) -> tuple:
    """(ids, attention_mask, labels): the second row padded at its end; 15% of the real tokens
    replaced by the mask token, their originals the labels (-100 elsewhere)."""
    vocab, (batch, seq) = (256, (2, 32)) if width == "tiny" else (50368, (1, 8192))
    ids = torch.randint(5, vocab, (batch, seq), generator=g)
    mask = torch.ones(batch, seq, dtype=torch.long)
    if batch > 1:
        mask[1, seq - seq // 4:] = 0
    else:
        mask[0, seq - seq // 8:] = 0
    chosen = (torch.rand(batch, seq, generator=g) < 0.15) & mask.bool()
    labels = torch.where(chosen, ids, -100)
    ids = torch.where(chosen, MASK_TOKEN, ids).masked_fill(~mask.bool(), PAD_TOKEN)
    return ids, mask, labels


def mlm_loss(logits: torch.Tensor, batch: tuple) -> torch.Tensor:
    return F.cross_entropy(logits.flatten(0, 1).float(), batch[2].flatten(), ignore_index=-100)


modernbert = Family(
    "hf-modernbert", _modernbert, masked_batch, mlm_loss,
    exercises=("padding attention mask", "sliding-window layers", "global layers", "rope", "geglu",
               "tied decoder", "masked lm"),
    freeze=("model.model.embeddings.*", "model.model.layers.0.*"))


# --- SigLIP: two towers, sigmoid contrastive loss -------------------------------------------


def _siglip(width: str):
    if width == "tiny":
        text = dict(vocab_size=256, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                    num_attention_heads=4, max_position_embeddings=16, pad_token_id=1, bos_token_id=2,
                    eos_token_id=3)
        vision = dict(hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
                      image_size=32, patch_size=8)
    else:  # siglip-base-patch16-224: both towers hidden 768, 12 heads, 3072 wide; 4 layers each
        text = dict(vocab_size=32000, hidden_size=768, intermediate_size=3072, num_hidden_layers=4,
                    num_attention_heads=12, max_position_embeddings=64)
        vision = dict(hidden_size=768, intermediate_size=3072, num_hidden_layers=4, num_attention_heads=12,
                      image_size=224, patch_size=16)
    config = T.SiglipConfig(text_config=text, vision_config=vision)
    config._attn_implementation = "sdpa"
    for sub in (config.text_config, config.vision_config):
        sub._attn_implementation = "sdpa"
    return Wrapped(T.SiglipModel(config),
                   lambda m, ids, pixels: m(input_ids=ids, pixel_values=pixels, return_loss=True).loss)


def pairs_batch(width: str, g: torch.Generator) -> tuple:
    """Texts (token ids padded to the tower's length, as SigLIP trains) and images, 4 pairs tiny, 8 real."""
    vocab, seq, size, batch = (256, 16, 32, 4) if width == "tiny" else (32000, 64, 224, 8)
    return torch.randint(4, vocab, (batch, seq), generator=g), torch.randn(batch, 3, size, size, generator=g)


siglip = Family(
    "hf-siglip", _siglip, pairs_batch, model_loss,
    exercises=("two towers", "sigmoid contrastive loss", "learned logit scale and bias",
               "attention-pooling head", "conv patches", "last-token text pooling"),
    freeze=("model.text_model.*",))


# --- Whisper: log-mel features into the encoder, token ids into the decoder -----------------


def _whisper(width: str):
    if width == "tiny":
        dims = dict(vocab_size=256, num_mel_bins=16, d_model=64, encoder_layers=2, decoder_layers=2,
                    encoder_attention_heads=4, decoder_attention_heads=4, encoder_ffn_dim=128, decoder_ffn_dim=128,
                    max_source_positions=32, max_target_positions=64, pad_token_id=0, bos_token_id=1,
                    eos_token_id=2, decoder_start_token_id=3, begin_suppress_tokens=None, suppress_tokens=None)
    else:  # whisper-small: d_model 768, 12 heads, 80 mel bins, 30 s = 3000 frames = 1500 positions
        dims = dict(vocab_size=51865, num_mel_bins=80, d_model=768, encoder_layers=2, decoder_layers=2,
                    encoder_attention_heads=12, decoder_attention_heads=12, encoder_ffn_dim=3072,
                    decoder_ffn_dim=3072, max_source_positions=1500, max_target_positions=448)
    config = T.WhisperConfig(**dims, use_cache=False, attn_implementation="sdpa")
    return Wrapped(T.WhisperForConditionalGeneration(config),
                   lambda m, features, ids: m(input_features=features, decoder_input_ids=ids).logits)


def speech_batch(width: str, g: torch.Generator) -> tuple:
    """Log-mel features (frames = twice the encoder's positions) and decoder token ids."""
    batch, mels, frames, vocab, seq = (2, 16, 64, 256, 16) if width == "tiny" else (1, 80, 3000, 51865, 448)
    return torch.randn(batch, mels, frames, generator=g), torch.randint(0, vocab, (batch, seq), generator=g)


whisper = Family(
    "hf-whisper", _whisper, speech_batch, decoder_loss,
    exercises=("encoder-decoder", "conv1d front end", "cross attention", "sinusoidal positions (frozen)",
               "causal decoder", "tied decoder embeddings"),
    freeze=("model.model.encoder.*",))


# --- T5: relative position bias ---------------------------------------------------------------


def _t5(width: str):
    if width == "tiny":
        dims = dict(vocab_size=256, d_model=64, d_kv=16, d_ff=128, num_layers=2, num_heads=4)
    else:  # t5-base: d_model 768, 12 heads of 64, d_ff 3072; 2 encoder and 2 decoder blocks
        dims = dict(vocab_size=32128, d_model=768, d_kv=64, d_ff=3072, num_layers=2, num_heads=12)
    config = T.T5Config(**dims, dropout_rate=0.0, use_cache=False, decoder_start_token_id=0)
    return Wrapped(T.T5ForConditionalGeneration(config),
                   lambda m, ids, decoder_ids: m(input_ids=ids, decoder_input_ids=decoder_ids).logits)


def text_pair_batch(width: str, g: torch.Generator) -> tuple:
    vocab, shape = (256, (2, 32)) if width == "tiny" else (32128, (1, 512))
    return torch.randint(0, vocab, shape, generator=g), torch.randint(0, vocab, shape, generator=g)


t5 = Family(
    "hf-t5", _t5, text_pair_batch, decoder_loss,
    exercises=("encoder-decoder", "relative position bias", "cross attention", "rmsnorm without mean",
               "tied embeddings scaled by d_model^-0.5"),
    freeze=("model.encoder.block.*",))

# --- encoders of 2018-22: hidden states under a fixed projection --------------------------------

def _bert(width: str):
    # BERT-base. Under its hidden states the pooler is never read: it gets no gradient, as in eager.
    hidden, heads, layers = (64, 4, 2) if width == "tiny" else (768, 12, 4)
    return Wrapped(T.BertModel(T.BertConfig(
        vocab_size=256 if width == "tiny" else 30522, hidden_size=hidden, num_hidden_layers=layers,
        num_attention_heads=heads, intermediate_size=4 * hidden, attn_implementation="sdpa",
        hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0)),
        lambda m, ids: m(input_ids=ids).last_hidden_state)


def _deberta(width: str):
    # DeBERTa-v3-base: disentangled attention, content-to-position and position-to-content scores
    # gathered from a bucketed relative-position table.
    hidden, heads, layers = (64, 4, 2) if width == "tiny" else (768, 12, 2)
    return Wrapped(T.DebertaV2Model(T.DebertaV2Config(
        vocab_size=256 if width == "tiny" else 128100, hidden_size=hidden, num_hidden_layers=layers,
        num_attention_heads=heads, intermediate_size=4 * hidden, relative_attention=True,
        pos_att_type=["p2c", "c2p"], max_relative_positions=-1, position_buckets=8 if width == "tiny" else 256,
        norm_rel_ebd="layer_norm", share_att_key=True, hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0)),
        lambda m, ids: m(input_ids=ids).last_hidden_state)


def _swin(width: str):
    # Swin-T: windowed attention with a relative-position bias indexed by a buffer, shifted
    # windows (roll) and patch merging.
    if width == "tiny":
        dims = dict(image_size=32, patch_size=2, embed_dim=16, depths=[2, 2], num_heads=[2, 4], window_size=4)
    else:
        dims = dict(image_size=224, patch_size=4, embed_dim=96, depths=[2, 2], num_heads=[3, 6], window_size=7)
    return Wrapped(T.SwinModel(T.SwinConfig(**dims, hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0,
                                            drop_path_rate=0.0)),
                   lambda m, px: m(pixel_values=px).last_hidden_state)


def _resnet(width: str):
    # ResNet-50's bottlenecks (basic blocks at tiny): batch norm in training mode, its running
    # statistics buffers written by forward.
    dims = dict(embedding_size=16, hidden_sizes=[16, 32], depths=[1, 1], layer_type="basic") if width == "tiny" \
        else dict(embedding_size=64, hidden_sizes=[256, 512], depths=[1, 1], layer_type="bottleneck")
    return Wrapped(T.ResNetModel(T.ResNetConfig(num_channels=3, **dims)),
                   lambda m, px: m(pixel_values=px).pooler_output.flatten(1))


def _wav2vec2(width: str):
    # wav2vec 2.0 base (stable layer norm): a strided conv feature encoder over raw audio and a
    # grouped convolutional position embedding under weight norm.
    if width == "tiny":
        dims = dict(hidden_size=64, num_hidden_layers=2, num_attention_heads=4, intermediate_size=128,
                    conv_dim=(16, 16), conv_stride=(5, 2), conv_kernel=(10, 3), num_conv_pos_embeddings=16,
                    num_conv_pos_embedding_groups=4)
    else:
        dims = dict(hidden_size=768, num_hidden_layers=2, num_attention_heads=12, intermediate_size=3072)
    return Wrapped(T.Wav2Vec2Model(T.Wav2Vec2Config(
        **dims, do_stable_layer_norm=True, feat_extract_norm="layer", hidden_dropout=0.0, attention_dropout=0.0,
        activation_dropout=0.0, feat_proj_dropout=0.0, layerdrop=0.0, mask_time_prob=0.0)),
        lambda m, audio: m(audio).last_hidden_state)


def _images(size: dict):
    def make(width: str, g: torch.Generator) -> tuple:
        batch, side = size[width]
        return (torch.randn(batch, 3, side, side, generator=g),)
    return make


def _audio(width: str, g: torch.Generator) -> tuple:
    return (torch.randn(2, 800, generator=g) if width == "tiny" else torch.randn(1, 16000, generator=g),)


bert = Family("hf-bert", _bert, tokens(256, (2, 16), (2, 512)), regression_loss,
              exercises=("absolute + token-type embeddings", "post-layernorm", "gelu", "unused pooler (no gradient)"),
              freeze=("model.embeddings.*",))

deberta = Family("hf-deberta-v2", _deberta, tokens(256, (2, 16), (2, 512)), regression_loss,
                 exercises=("disentangled attention", "relative positions by gather", "log-bucketed positions",
                            "shared attention keys"),
                 freeze=("model.encoder.rel_embeddings.*",))

swin = Family("hf-swin", _swin, _images({"tiny": (2, 32), "real": (8, 224)}), regression_loss,
              exercises=("window attention", "shifted windows (roll)", "relative-position bias by index buffer",
                         "patch merging", "conv patches"),
              freeze=("model.embeddings.*",))

resnet = Family("hf-resnet", _resnet, _images({"tiny": (2, 64), "real": (8, 224)}), regression_loss,
                exercises=("batch norm in training (running statistics written)", "residual convolutions",
                           "max pool", "adaptive average pool"),
                freeze=("model.embedder.*",))

wav2vec2 = Family("hf-wav2vec2", _wav2vec2, _audio, regression_loss,
                  exercises=("strided conv feature encoder", "weight-norm grouped conv positions",
                             "stable layer norm", "raw audio"),
                  freeze=("model.feature_extractor.*",))

FAMILIES = [modernbert, siglip, whisper, t5, bert, deberta, swin, resnet, wav2vec2]
