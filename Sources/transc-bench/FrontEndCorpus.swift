import Foundation

/// Builds the benchmark's JSON document, of the same size as the repeated examples
/// (`Corpus.repeated(_:bytes:)`).
enum FrontEndCorpus {
    /// A JSON document of about `bytes` bytes describing transitions (objects, arrays,
    /// strings, numbers, booleans), as a configuration format would.
    static func json(bytes target: Int) -> Data {
        var out = "["
        var index = 0
        while out.utf8.count < target - 400 {
            if index > 0 { out += ",\n" }
            out += """
                {"name":"PageFlip_\(index)","operations":["push","pop"],"duration":0.6,"curve":"ease-out",\
                "perspective":500,"reverse":true,"tracks":[{"actor":"from","property":"anchor","value":[0,0.5]},\
                {"actor":"from","property":"rotate-y","from":0,"to":-90.0,"unit":"deg"},\
                {"actor":"to","property":"opacity","keyframes":[[0,0],[0.4,1],[1,0.5]]}],\
                "interactive":{"operation":"pop","gesture":"edge-pan","edge":"left","threshold":0.5,"flick":null}}
                """
            index += 1
        }
        return Data((out + "]").utf8)
    }
}
