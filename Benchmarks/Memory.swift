// Memory measurements: malloc'd bytes in use, for S9 and S9o.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The malloc'd bytes this process has in use, or `nil` where it cannot be read.
enum Malloc {
    static func bytesInUse() -> Int? {
        #if canImport(Glibc)
            return mallinfo2InUseBytes()
        #elseif canImport(Darwin)
            var stats = malloc_statistics_t()
            malloc_zone_statistics(nil, &stats)
            return Int(stats.size_in_use)
        #else
            return nil
        #endif
    }
}

#if canImport(Glibc)
    /// `mallinfo2()`'s `uordblks + hblkhd` (bytes in use, heap plus mmapped). Swift's Glibc
    /// module does not import `<malloc.h>`, so the function is looked up with `dlsym` and called
    /// as returning a larger imported C struct: a C struct of more than 16 bytes is returned
    /// through a caller-provided buffer on every 64-bit ABI, so the buffer just has to be big
    /// enough; `struct mallinfo2` is ten `size_t`s.
    private func mallinfo2InUseBytes() -> Int? {
        typealias Mallinfo2 = @convention(c) () -> rusage
        assert(MemoryLayout<rusage>.size >= 10 * MemoryLayout<Int>.size)
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "mallinfo2") else {
            return nil
        }
        var info = unsafeBitCast(symbol, to: Mallinfo2.self)()
        return withUnsafeBytes(of: &info) { fields in
            let hblkhd = fields.load(fromByteOffset: 4 * MemoryLayout<Int>.size, as: Int.self)
            let uordblks = fields.load(fromByteOffset: 7 * MemoryLayout<Int>.size, as: Int.self)
            return uordblks + hblkhd
        }
    }
#endif
