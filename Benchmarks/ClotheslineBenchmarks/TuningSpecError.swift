import Foundation

/// A `$CLINC_TUNING` grid entry the `classifier-tuning` group cannot read.
struct TuningSpecError: Error, LocalizedError {
    /// The offending `name=values` entry.
    var part: String

    var errorDescription: String? {
        "cannot read the CLINC_TUNING entry '\(part)': use space-separated name=value,value… entries: idf=0,1 norms=joint,separate words=0.5,1 evidence=0,1 char=3-5,2-5 l2=5e-6 min=2 "
            + "iterations=150 tolerance=5e-5 history=3 binary=0,1 rank=0,64 rankl2=1e-4 rankiter=40"
    }
}
