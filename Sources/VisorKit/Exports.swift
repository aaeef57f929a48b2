// VisorKit is VisorKitCore (the client, its models and transports' protocols) plus the transports over
// URLSession, which Apple platforms and Linux (FoundationNetworking) have; the `visor` program uses
// only VisorKitCore and libcurl, so a server never loads FoundationNetworking
// (docs/decisions/068-network-libraries-loaded-when-used.md).
@_exported import VisorKitCore
