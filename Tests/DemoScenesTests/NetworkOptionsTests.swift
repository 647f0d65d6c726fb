import DemoScenes
import RollbackNetwork
import Testing

/// `--listen`, `--connect` and `--link`: what they accept and what they refuse as usage errors.
@Suite struct NetworkOptionsTests {
    func parse(_ arguments: [String]) throws(UsageError) -> DemoOptions {
        try ArgumentParser.parse(arguments)
    }

    @Test func theNetworkFlagsAreRead() throws {
        let listener = try parse([
            "--headless", "--scene", "rollback", "--listen", "4000", "--link",
            "loss=10,delay=60,jitter=20,dup=5,reorder=5,hold=30",
        ])
        #expect(listener.network == .listen(port: 4000) && listener.network?.peer == 0)
        #expect(
            listener.link
                == LinkConditions(
                    lossRate: 0.1, delay: 60, jitter: 20, duplicationRate: 0.05, reorderRate: 0.05,
                    reorderHold: 30))
        let connecting = try parse(["--scene=rollback", "--connect=localhost:65535"])
        #expect(connecting.network == .connect(.loopback(port: 65_535)) && connecting.network?.peer == 1)
        #expect(connecting.link == nil)
        #expect(try parse(["--scene", "rollback", "--connect", "10.0.0.2:9"]).network != nil)
    }

    @Test(arguments: [
        ["--listen", "0"], ["--listen", "65536"], ["--listen", "port"], ["--connect", "127.0.0.1"],
        ["--connect", "127.0.0.1:0"], ["--connect", "127.0.0.1:99999"], ["--connect", "1.2.3:4"],
        ["--connect", "host.example:80"], ["--connect", "0.0.0.0:80"], ["--connect", "256.0.0.1:80"],
        ["--listen", "4000", "--connect", "127.0.0.1:4000"],
        ["--listen", "4000", "--link", ""], ["--listen", "4000", "--link", "loss=101"],
        ["--listen", "4000", "--link", "loss=-1"], ["--listen", "4000", "--link", "delay=60000000"],
        ["--listen", "4000", "--link", "lag=5"], ["--listen", "4000", "--link", "loss=5,loss=6"],
        ["--listen", "4000", "--link", "loss=5,"], ["--listen", "4000", "--link", "loss"],
        ["--listen", "4000", "--link", "loss=1.5"], ["--listen", "4000", "--link", "loss=5=6"],
    ])
    func badNetworkFlagsAreUsageErrors(arguments: [String]) {
        #expect(throws: UsageError.self) { try parse(["--scene", "rollback"] + arguments) }
    }

    @Test func theMeshFlagsGoTogether() throws {
        let options = try parse([
            "--headless", "--scene", "rollback", "--base-port", "5000", "--peer", "3", "--peers", "4",
        ])
        #expect(options.network == .mesh(peers: 4, index: 3, basePort: 5_000))
        #expect(options.network?.peerCount == 4 && options.network?.peer == 3)
        let mesh = ["--headless", "--scene", "rollback"]
        for bad in [
            ["--peers", "4", "--peer", "1"], ["--peers", "4", "--peer", "4", "--base-port", "5000"],
            ["--peers", "9", "--peer", "1", "--base-port", "5000"],
            ["--peers", "4", "--peer", "1", "--base-port", "65533"],
            ["--peers", "2", "--peer", "1", "--base-port", "5000", "--listen", "5000"],
            ["--peers", "2", "--peer", "1", "--base-port", "5000", "--connect", "127.0.0.1:5000"],
        ] {
            #expect(throws: UsageError.self, "\(bad)") { try parse(mesh + bad) }
        }
        #expect(throws: UsageError.self) {
            try parse(["--scene", "rollback", "--peers", "2", "--peer", "1", "--base-port", "5000"])
        }
    }

    @Test func theNetworkFlagsNeedTheRollbackScene() {
        #expect(throws: UsageError.conflict("--listen and --connect go with --scene rollback")) {
            try parse(["--listen", "4000"])
        }
        #expect(throws: UsageError.self) { try parse(["--scene", "motion", "--connect", "127.0.0.1:4000"]) }
        #expect(throws: UsageError.self) { try parse(["--scene", "rollback", "--link", "loss=5"]) }
        #expect(throws: UsageError.self) {
            try parse(["--headless", "--scene", "rollback", "--listen", "4000", "--out", "x.png"])
        }
        let message = DemoError.usage(.badLink("x", "unknown key 'x'")).message
        #expect(message.contains("usage: sdl-demo") && DemoError.network("gone").exitCode == 1)
    }

    @Test func aPeerInputCrossesTheNetworkUnchanged() {
        let input = PeerInput(sequence: 0xDEAD_BEEF, target: SIMD2(12.5, 559))
        var bytes: [UInt8] = []
        input.encode(into: &bytes)
        #expect(bytes.count == PeerInput.byteCount)
        #expect(PeerInput(decoding: bytes[...]) == input)
        #expect(PeerInput(decoding: bytes.dropLast()) == nil)
        for bad: Float in [.nan, -Float.infinity, -1, 1e9] {
            var outside: [UInt8] = []
            PeerInput(sequence: 1, target: SIMD2(bad, 3)).encode(into: &outside)
            #expect(PeerInput(decoding: outside[...]) == nil, "\(bad)")
        }
    }
}
