import Foundation
import Synchronization

/// The second half of a long `products` array, decoded on another core while the first half is decoded here.
final class DecodedHalf: Sendable {
    /// The products and the position just after the array's `]`; `nil` while running, or when that half has
    /// anything the fast decoder does not accept.
    let run = Mutex<(products: [Product], end: Int)?>(nil)
    /// Signalled once the half is decoded (or given up).
    let finished = DispatchSemaphore(value: 0)
}
