//! The fake as discord.com over HTTPS: an HTTP CONNECT proxy (what `HTTPS_PROXY` names) that
//! terminates TLS for `discord.com` with a certificate of a test CA made here, then hands
//! the decrypted bytes to the fake's plain HTTP side. The bot then runs exactly as in
//! production (no base URL, serenity's rate limiter on), trusting the CA via
//! `DISCORD_TEST_CA`.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use rcgen::{BasicConstraints, CertificateParams, DnType, IsCa, KeyPair};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio_rustls::rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer};
use tokio_rustls::rustls::ServerConfig;
use tokio_rustls::TlsAcceptor;

/// The host the proxy serves; any other CONNECT target is refused.
pub const DISCORD_HOST: &str = "discord.com:443";

pub struct TlsProxy {
    /// `http://127.0.0.1:PORT`: the value of `HTTPS_PROXY`.
    pub proxy_url: String,
    /// The test CA's certificate (PEM): the value of `DISCORD_TEST_CA`.
    pub ca_file: PathBuf,
    /// The target of every CONNECT received, in order.
    pub connects: Arc<Mutex<Vec<String>>>,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for TlsProxy {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// A CA, and a certificate for discord.com signed by it, made now; the CA is written to
/// `dir`. Returns the server's TLS configuration.
fn test_pki(dir: &Path) -> (ServerConfig, PathBuf) {
    let ca_key = KeyPair::generate().expect("CA key");
    let mut ca_params = CertificateParams::new(Vec::<String>::new()).expect("CA params");
    ca_params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    ca_params
        .distinguished_name
        .push(DnType::CommonName, "seireigi test CA");
    let ca = ca_params.self_signed(&ca_key).expect("CA certificate");
    let leaf_key = KeyPair::generate().expect("server key");
    let mut leaf_params =
        CertificateParams::new(vec!["discord.com".to_string()]).expect("server params");
    leaf_params
        .distinguished_name
        .push(DnType::CommonName, "discord.com");
    let leaf = leaf_params
        .signed_by(&leaf_key, &ca, &ca_key)
        .expect("server certificate");
    let ca_file = dir.join("test-ca.pem");
    std::fs::write(&ca_file, ca.pem()).expect("write the CA");
    let chain: Vec<CertificateDer<'static>> = vec![leaf.der().clone(), ca.der().clone()];
    let key = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(leaf_key.serialize_der()));
    let mut config = ServerConfig::builder()
        .with_no_client_auth()
        .with_single_cert(chain, key)
        .expect("TLS configuration");
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    (config, ca_file)
}

/// Starts the proxy in front of the fake's HTTP port `fake_port`, writing the CA to `dir`.
pub async fn start(fake_port: u16, dir: &Path) -> TlsProxy {
    let (config, ca_file) = test_pki(dir);
    let acceptor = TlsAcceptor::from(Arc::new(config));
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let port = listener.local_addr().expect("local address").port();
    let connects = Arc::new(Mutex::new(Vec::new()));
    let seen = connects.clone();
    let task = tokio::spawn(async move {
        while let Ok((client, _)) = listener.accept().await {
            let acceptor = acceptor.clone();
            let seen = seen.clone();
            tokio::spawn(async move {
                let _ = tunnel(client, acceptor, fake_port, seen).await;
            });
        }
    });
    TlsProxy {
        proxy_url: format!("http://127.0.0.1:{port}"),
        ca_file,
        connects,
        task,
    }
}

/// One client connection: the CONNECT request, then TLS, then bytes to and from the fake.
async fn tunnel(
    mut client: TcpStream,
    acceptor: TlsAcceptor,
    fake_port: u16,
    seen: Arc<Mutex<Vec<String>>>,
) -> std::io::Result<()> {
    let head = read_head(&mut client).await?;
    let target = head
        .lines()
        .next()
        .and_then(|line| line.strip_prefix("CONNECT "))
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or_default()
        .to_string();
    if let Ok(mut s) = seen.lock() {
        s.push(target.clone());
    }
    if target != DISCORD_HOST {
        client
            .write_all(b"HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n")
            .await?;
        return Ok(());
    }
    client
        .write_all(b"HTTP/1.1 200 Connection Established\r\n\r\n")
        .await?;
    let mut tls = acceptor.accept(client).await?;
    let mut fake = TcpStream::connect(("127.0.0.1", fake_port)).await?;
    tokio::io::copy_bidirectional(&mut tls, &mut fake).await?;
    Ok(())
}

/// Reads the proxy request's head, up to the blank line (a CONNECT has no body).
async fn read_head(client: &mut TcpStream) -> std::io::Result<String> {
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        if client.read(&mut byte).await? == 0 || head.len() > 8192 {
            return Err(std::io::ErrorKind::UnexpectedEof.into());
        }
        head.push(byte[0]);
    }
    Ok(String::from_utf8_lossy(&head).into_owned())
}
