//! Players' names as the pages show them: the front end that runs the server says where they
//! come from (Discord for the bot, the command line for `seireigi web`).

use crate::service::UserId;
use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;

/// Where the pages find a player's name; `None` when it is not known (the page then says
/// "Player" and the id). Names are escaped by the page, never trusted.
pub trait PlayerNames: Send + Sync {
    fn name(&self, user: UserId) -> Pin<Box<dyn Future<Output = Option<String>> + Send + '_>>;
}

/// Names given locally (`seireigi web --names`), by user id.
#[derive(Clone, Debug, Default)]
pub struct LocalNames {
    names: HashMap<UserId, String>,
}

impl LocalNames {
    pub fn new(names: impl IntoIterator<Item = (UserId, String)>) -> LocalNames {
        LocalNames {
            names: names.into_iter().collect(),
        }
    }
}

impl PlayerNames for LocalNames {
    fn name(&self, user: UserId) -> Pin<Box<dyn Future<Output = Option<String>> + Send + '_>> {
        let name = self.names.get(&user).cloned();
        Box::pin(async move { name })
    }
}
