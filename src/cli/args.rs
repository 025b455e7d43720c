//! The command line of the `seireigi` binary: its options and subcommands, as clap reads them.
//! [`super::run`] carries each subcommand out.

use clap::{Parser, Subcommand};
use std::path::PathBuf;

#[derive(Parser)]
#[command(
    name = "seireigi",
    version,
    about = "Large shogi variants with drops: rules engine, images and Discord bot"
)]
pub struct Args {
    /// Also load the game files (*.toml) of this folder (default: $SEIREIGI_GAMES_DIR)
    #[arg(long, global = true, value_name = "DIR")]
    pub games_dir: Option<PathBuf>,
    /// The language of what is said and drawn: en, fr or ja (default: from $LANG)
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<String>,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand)]
pub enum Command {
    /// List the legal moves of a position (or of each position read from standard input).
    Moves {
        /// The game's id (`seireigi games` lists them)
        #[arg(long)]
        variant: String,
        /// "startpos [moves ...]" or "sfen <SFEN> [moves ...]"; without it, one per input line
        #[arg(long)]
        position: Option<String>,
        /// One JSON object per position
        #[arg(long)]
        json: bool,
    },
    /// Count the move paths to a depth.
    Perft {
        #[arg(long)]
        variant: String,
        #[arg(long)]
        depth: u32,
        #[arg(long, default_value = "startpos")]
        position: String,
        /// Count per first move
        #[arg(long)]
        divide: bool,
    },
    /// Draw a position as a PNG image.
    Render {
        #[arg(long)]
        variant: String,
        #[arg(long, default_value = "startpos")]
        position: String,
        #[arg(long)]
        out: PathBuf,
        /// kanji or western
        #[arg(long, default_value = "kanji")]
        style: String,
        /// White at the bottom
        #[arg(long)]
        flip: bool,
        /// Checkered board (dark square at each player's left-hand corner)
        #[arg(long)]
        checkered: bool,
        /// Image width in pixels
        #[arg(long, default_value_t = 1000)]
        size: u32,
        /// Mark the moves of the piece on this square (or of a piece in hand: P*)
        #[arg(long)]
        moves_of: Option<String>,
    },
    /// Draw one piece's moves on an empty board as a PNG image.
    RenderPiece {
        #[arg(long)]
        variant: String,
        /// English name, ID or abbreviation; a promoted form's name for the promoted piece
        #[arg(long)]
        piece: String,
        #[arg(long)]
        out: PathBuf,
        #[arg(long, default_value = "kanji")]
        style: String,
        #[arg(long, default_value_t = 800)]
        size: u32,
    },
    /// Draw a whole game as an animated GIF, one frame a move, the last move highlighted.
    RenderGame {
        #[arg(long)]
        variant: String,
        /// "startpos moves ..." or "sfen ... moves ..."
        #[arg(long)]
        position: String,
        #[arg(long)]
        out: PathBuf,
        #[arg(long, default_value = "kanji")]
        style: String,
        #[arg(long)]
        flip: bool,
        /// Time each position is shown; the final one stays five times as long (at least 4 s).
        #[arg(long, default_value_t = 800)]
        delay_ms: u32,
        /// Width in pixels; smaller if the file would pass 8 MB.
        #[arg(long, default_value_t = 640)]
        size: u32,
    },
    /// Play a game at this keyboard, two players taking turns (one line per move or command).
    Play {
        /// The game's id (`seireigi games` lists them)
        #[arg(long, required_unless_present = "resume")]
        variant: Option<String>,
        /// Database file that keeps the game (default: in memory, gone on exit)
        #[arg(long)]
        db: Option<String>,
        /// Continue game GAME_ID kept in the --db file
        #[arg(long, value_name = "GAME_ID", requires = "db", conflicts_with_all = ["position", "days"])]
        resume: Option<i64>,
        /// Start position: "startpos [moves ...]", "sfen <SFEN> [moves ...]" or an SFEN
        #[arg(long)]
        position: Option<String>,
        /// Write a board image after each move into this folder
        #[arg(long, value_name = "DIR")]
        images: Option<PathBuf>,
        /// Image pieces: kanji or western
        #[arg(long, default_value = "kanji")]
        style: String,
        /// Days per move (1, 2, 3, 5, 7, 10 or 14); unlimited without it
        #[arg(long, value_name = "N")]
        days: Option<u32>,
        /// "computer": the computer plays White
        #[arg(long)]
        against: Option<String>,
        /// The computer's level: easy, normal (the default) or strong; needs --against computer
        #[arg(long)]
        level: Option<String>,
    },
    /// Run the Discord bot (DISCORD_TOKEN, DATABASE_URL, DISCORD_GUILD_ID: see the README).
    Serve {
        /// Run only these gateway shards, e.g. 0-3/8 (default: $SEIREIGI_SHARDS, else all the
        /// shards Discord recommends)
        #[arg(long, value_name = "FIRST-LAST/TOTAL")]
        shards: Option<String>,
    },
    /// Serve the game pages of a database on this computer, without Discord (docs/web.md):
    /// a lobby that starts games at one screen, each game's live page, replay and exports.
    Web {
        /// The database (default: DATABASE_URL, else seireigi.db)
        #[arg(long)]
        db: Option<String>,
        /// Where to listen (default: $SEIREIGI_WEB_ADDR, else 127.0.0.1:8080)
        #[arg(long, value_name = "ADDR:PORT")]
        addr: Option<String>,
        /// The local players' names, Black's then White's
        #[arg(long, value_name = "BLACK,WHITE", default_value = "Black,White")]
        names: String,
    },
    /// Review a game: each move searched, mistakes and blunders marked with a better move.
    Analyse {
        #[arg(long)]
        variant: String,
        /// "startpos moves ..." or "sfen <SFEN> moves ..."
        #[arg(long)]
        position: String,
        /// Time per position in milliseconds
        #[arg(long, default_value_t = 500)]
        time_ms: u64,
        /// A fixed depth per position instead (repeatable results)
        #[arg(long, conflicts_with = "budget_ms")]
        depth: Option<u32>,
        /// The whole review within this many milliseconds (as the bot's /analyse): each
        /// position gets a share, at most --time-ms; a long game is sampled
        #[arg(long)]
        budget_ms: Option<u64>,
    },
    /// Speak USI on standard input and output, as a shogi engine (docs/usi.md).
    Usi,
    /// Print the link a server admin opens to add the bot (with the permissions it needs).
    Invite {
        /// The application id (Discord developer portal, General Information)
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
        application_id: u64,
    },
    /// Play two engines against each other, colours alternating: our levels, a random or greedy
    /// mover, or an external USI or XBoard engine (docs/usi.md).
    Match {
        #[arg(long)]
        variant: String,
        /// easy, normal, strong, random, greedy, or an external engine:
        /// "usi:PROGRAM [ARGS];Name=Value;...;go=nodes 10000" or "xboard:PROGRAM [ARGS][;depth=N][;variant=NAME]"
        /// (docs/usi.md)
        #[arg(long)]
        a: String,
        #[arg(long)]
        b: String,
        #[arg(long, default_value_t = 100)]
        games: usize,
        /// Time per engine move in milliseconds (default: the level's own)
        #[arg(long)]
        time_ms: Option<u64>,
        /// Games longer than this are stopped and counted as draws
        #[arg(long, default_value_t = 400)]
        max_plies: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Games played at once (default: the cores available)
        #[arg(long)]
        threads: Option<usize>,
        /// Random legal moves that open each pair of games (both games of a pair alike,
        /// colours swapped): varies the games of engines that always play the same move
        #[arg(long, default_value_t = 0)]
        opening_plies: usize,
    },
    /// The loaded games (embedded and --games-dir); with --damaged, for the operator: games
    /// whose record cannot be read, and notifications given up.
    Games {
        /// The bot's database (default: DATABASE_URL, else seireigi.db)
        #[arg(long)]
        db: Option<String>,
        /// List the games marked damaged (and notifications whose delivery was given up)
        #[arg(long)]
        damaged: bool,
        /// First read every game, replaying its moves, and mark those that cannot be read
        #[arg(long, requires = "damaged")]
        check: bool,
    },
    /// Copy every game, move, challenge, setting and notification of one database into a
    /// new, empty one (e.g. SQLite to PostgreSQL), keeping ids, and check the row counts.
    /// Stop the bot first.
    CopyDb {
        /// The database to copy (`sqlite:path`, a path, or `postgres://...`)
        #[arg(long)]
        from: String,
        /// The new database, which must hold no rows (created and migrated if needed)
        #[arg(long)]
        to: String,
    },
}
