export async function render(main) { main.innerHTML = '<div class="page"><h1>chat</h1></div>'; }
