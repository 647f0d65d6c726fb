/// `--peers N --peer I --base-port P`, read in any order: peer I of N on 127.0.0.1, peer i at
/// port P + i.
struct MeshFlags {
    var peers: Int?
    var index: Int?
    var basePort: Int?

    /// The role the three flags give, nil when none was given.
    /// - Throws: ``UsageError`` when only some are given, I is not below N, or P + N - 1 is past
    ///   65535.
    func role() throws(UsageError) -> NetworkRole? {
        guard peers != nil || index != nil || basePort != nil else { return nil }
        guard let peers, let index, let basePort else {
            throw .conflict("--peers, --peer and --base-port go together")
        }
        guard index < peers else {
            throw .outOfRange(flag: "--peer", value: "\(index)", range: 0...(peers - 1))
        }
        let ports = ArgumentParser.portRange
        guard basePort + peers - 1 <= ports.upperBound else {
            throw .outOfRange(
                flag: "--base-port", value: "\(basePort)",
                range: ports.lowerBound...(ports.upperBound - peers + 1))
        }
        return .mesh(peers: peers, index: index, basePort: UInt16(basePort))
    }
}
