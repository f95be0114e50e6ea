// The seeded random generator every test uses, so a failing seed replays: TextClassification's SplitMix64
// (the one training uses), re-exported for test targets that do not import TextClassification.
@_exported import struct TextClassification.SplitMix64
